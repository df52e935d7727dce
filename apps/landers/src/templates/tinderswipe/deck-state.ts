/** The swipe deck as a pure state machine: which card is on top and what the visitor decided so far. */
export type SwipeChoice = 'like' | 'pass';

export interface DeckState {
  /** Index of the card on top; equal to the card count when the deck is done. */
  index: number;
  choices: SwipeChoice[];
}

export type DeckAction = { type: 'swipe'; choice: SwipeChoice } | { type: 'restart' };

export const initialDeck: DeckState = { index: 0, choices: [] };

export function deckReducer(size: number) {
  return (state: DeckState, action: DeckAction): DeckState => {
    if (action.type === 'restart') return initialDeck;
    if (state.index >= size) return state;
    return { index: state.index + 1, choices: [...state.choices, action.choice] };
  };
}

/** Pixels of horizontal drag beyond which a released card counts as swiped. */
export const SWIPE_THRESHOLD = 90;

/** The choice a drag of `dx` pixels makes when released, or null (the card springs back). */
export function choiceOfDrag(dx: number, threshold = SWIPE_THRESHOLD): SwipeChoice | null {
  if (dx >= threshold) return 'like';
  if (dx <= -threshold) return 'pass';
  return null;
}

/** The choice of a key on the deck: → likes, ← skips, anything else nothing. */
export function choiceOfKey(key: string): SwipeChoice | null {
  if (key === 'ArrowRight') return 'like';
  if (key === 'ArrowLeft') return 'pass';
  return null;
}
