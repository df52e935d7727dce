import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PUSHED_MESSAGE_EVENT, refreshIntervalMs, usePeriodicRefresh } from './periodic-refresh';
import { likesApi, resetLikesApi } from '@/test/likes-support';
import { useLikes } from '@/hooks/use-likes';

/** The refresh plus a mounted likes query, as in the layout (the top bar's badge reads the likes). */
function Harness({ push = false }: { push?: boolean }) {
  usePeriodicRefresh(push);
  useLikes();
  return null;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  resetLikesApi();
  likesApi.user.get.mockResolvedValue({ user: createUser() });
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('periodic refresh', () => {
  it('reloads user and likes 5 s after login, then every 60 s', async () => {
    renderWithProviders(<Harness />, { user: createUser() });
    await advance(0);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(1);
    expect(likesApi.user.get).not.toHaveBeenCalled();

    await advance(4999);
    expect(likesApi.user.get).not.toHaveBeenCalled();
    await advance(1);
    expect(likesApi.user.get).toHaveBeenCalledTimes(1);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(2);

    await advance(59_999);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(likesApi.user.get).toHaveBeenCalledTimes(2);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(3);
    await advance(60_000);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(4);
  });

  it('every 300 s when push is subscribed', async () => {
    expect(refreshIntervalMs(true)).toBe(300_000);
    expect(refreshIntervalMs(false)).toBe(60_000);
    renderWithProviders(<Harness push />, { user: createUser() });
    await advance(5000);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(2);
    await advance(60_000);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(2);
    await advance(240_000);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(3);
  });

  it('reloads at once on a pushed message', async () => {
    renderWithProviders(<Harness push />, { user: createUser() });
    await advance(0);
    act(() => void window.dispatchEvent(new Event(PUSHED_MESSAGE_EVENT)));
    await advance(0);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(2);
    expect(likesApi.user.get).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a visitor, and stops when unmounted', async () => {
    const { unmount } = renderWithProviders(<Harness />, { user: null });
    await advance(120_000);
    expect(likesApi.user.get).not.toHaveBeenCalled();
    expect(likesApi.likes.list).not.toHaveBeenCalled();
    unmount();

    const member = renderWithProviders(<Harness />, { user: createUser() });
    await advance(5000);
    const calls = likesApi.likes.list.mock.calls.length;
    member.unmount();
    await advance(180_000);
    expect(likesApi.likes.list).toHaveBeenCalledTimes(calls);
  });

  it('skips reloads while the tab is hidden', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderWithProviders(<Harness />, { user: createUser() });
    await advance(65_000);
    expect(likesApi.user.get).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    await advance(60_000);
    expect(likesApi.user.get).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });
});
