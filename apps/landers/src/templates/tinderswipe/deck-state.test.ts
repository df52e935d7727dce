import { describe, expect, it } from 'vitest';
import { choiceOfDrag, choiceOfKey, deckReducer, initialDeck, SWIPE_THRESHOLD } from './deck-state';

describe('swipe deck state', () => {
  const reduce = deckReducer(2);

  it('moves to the next card on each swipe and stops at the end', () => {
    const one = reduce(initialDeck, { type: 'swipe', choice: 'like' });
    const two = reduce(one, { type: 'swipe', choice: 'pass' });
    expect(two).toEqual({ index: 2, choices: ['like', 'pass'] });
    expect(reduce(two, { type: 'swipe', choice: 'like' })).toBe(two);
    expect(reduce(two, { type: 'restart' })).toEqual(initialDeck);
  });

  it('turns a released drag into a choice only beyond the threshold', () => {
    expect(choiceOfDrag(SWIPE_THRESHOLD)).toBe('like');
    expect(choiceOfDrag(-SWIPE_THRESHOLD - 1)).toBe('pass');
    expect(choiceOfDrag(SWIPE_THRESHOLD - 1)).toBeNull();
    expect(choiceOfDrag(0)).toBeNull();
  });

  it('maps the arrow keys: right likes, left skips', () => {
    expect(choiceOfKey('ArrowRight')).toBe('like');
    expect(choiceOfKey('ArrowLeft')).toBe('pass');
    expect(choiceOfKey('Enter')).toBeNull();
  });
});
