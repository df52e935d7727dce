import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveScroll, takeScroll, useScrollMemory } from './scroll-memory';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('saveScroll / takeScroll', () => {
  it('keeps one position per search and gives it back once', () => {
    saveScroll('a', 1200.4);
    saveScroll('b', 300);
    expect(takeScroll('a')).toBe(1200);
    expect(takeScroll('a')).toBeNull();
    expect(takeScroll('b')).toBe(300);
  });

  it('nothing to restore at the top or for garbage', () => {
    saveScroll('top', 0);
    expect(takeScroll('top')).toBeNull();
    sessionStorage.setItem('members-search-scroll:x', 'NaN');
    expect(takeScroll('x')).toBeNull();
  });

  it('works without storage', () => {
    expect(() => saveScroll('a', 10, null)).not.toThrow();
    expect(takeScroll('a', null)).toBeNull();
  });
});

function Probe({ filterKey, ready }: { filterKey: string; ready: boolean }) {
  useScrollMemory(filterKey, ready);
  return null;
}

describe('useScrollMemory', () => {
  it('saves the position when the screen goes away and restores it once the results are there', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 2400, configurable: true });
    const first = render(<Probe filterKey="k" ready />);
    first.unmount();
    expect(sessionStorage.getItem('members-search-scroll:k')).toBe('2400');

    const back = render(<Probe filterKey="k" ready={false} />);
    expect(scrollTo).not.toHaveBeenCalled();
    back.rerender(<Probe filterKey="k" ready />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 2400, left: 0, behavior: 'instant' });
    back.rerender(<Probe filterKey="k" ready />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('another search does not jump to the position of the previous one', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    saveScroll('old', 900);
    render(<Probe filterKey="new" ready />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
