import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { memberApi } from './member-api';
import { navigation } from './navigation-mock';

// Every test file talks to the one fake of the browser API client (`member-api.ts`; features' `searchApi`,
// `likesApi`, `pushApi`… are names for it). A file with a fake of its own (chat, payments, a bespoke object)
// mocks '@/lib/browser-api' itself, which replaces this one for that file.
vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => memberApi, onAuthRequired: () => undefined }));

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
