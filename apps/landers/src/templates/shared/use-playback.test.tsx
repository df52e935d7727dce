import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlayback } from './use-playback';

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('usePlayback', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['plays by itself and pauses on request', false],
    ['shows the still poster when reduced motion is asked for, until the visitor presses Play', true],
  ] as const)('%s', (_title, reduced) => {
    mockReducedMotion(reduced);
    const { result } = renderHook(() => usePlayback());
    expect(result.current.playing).toBe(!reduced);
    act(() => result.current.toggle());
    expect(result.current.playing).toBe(reduced);
  });
});
