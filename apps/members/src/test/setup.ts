import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { navigation } from './navigation-mock';

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => navigation.router,
  useServerInsertedHTML: () => undefined,
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  },
}));

afterEach(() => {
  cleanup();
  navigation.reset();
});
