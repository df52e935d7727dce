import { vi } from 'vitest';

/** What the mocked `next/navigation` answers; tests set `navigation.pathname` before rendering. */
export const navigation = {
  pathname: '/',
  search: '',
  router: {
    push: vi.fn(),
    replace: vi.fn(),
    refresh: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(),
  },
  reset() {
    navigation.pathname = '/';
    navigation.search = '';
    for (const fn of Object.values(navigation.router)) fn.mockReset();
  },
};
