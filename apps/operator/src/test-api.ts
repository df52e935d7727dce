// The console tests' stand-in for `/api/operator/*` and the waiting items they show (App, ModerationQueue and
// Reports tests share them).
import type { TOperatorReport, TQueuedProfileText } from '@dating/core/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { QueuedPhoto } from './api';

/** What a stubbed call answers. */
export type Answer = { status: number; body: unknown };
/** An answer, or a function of the request giving one (for answers that change during a test). */
export type Route = Answer | ((init: RequestInit | undefined, url: string) => Answer);
/** A call the console made: the file, the whole URL, the method and the JSON body (`'form'` for a FormData). */
export type Call = { path: string; url: string; method: string; body: unknown };

/**
 * Stubs `fetch` for `/api/operator/<file>` (the query ignored): a call answers the route of `<METHOD> <file>`,
 * else of `<file>`, else 404 `not_found`. Answers the calls made so far. Unstubbed after each test.
 */
export function mockApi(routes: Record<string, Route>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/api/operator/', '').split('?')[0]!;
      const method = init?.method ?? 'GET';
      const sent =
        typeof init?.body === 'string'
          ? JSON.parse(init.body)
          : init?.body instanceof FormData
            ? 'form'
            : undefined;
      calls.push({ path, url, method, body: sent });
      const route = routes[`${method} ${path}`] ??
        routes[path] ?? { status: 404, body: { error: { code: 'not_found' } } };
      const { status, body } = typeof route === 'function' ? route(init, url) : route;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

/** The body of the console's first call to `path` (the file, as in `Call`), waiting until it is made. */
export function sentBody(calls: readonly Call[], path: string): Promise<unknown> {
  return waitFor(() => {
    const call = calls.find((c) => c.path === path);
    if (!call) throw new Error(`no call to ${path} yet`);
    return call.body;
  });
}

/** The moderator calling (`me.php`). */
export const MODERATOR = { id: 'x', email: 'mod@example.com', name: 'Mod', roles: ['moderator'] };

/** A pending photo of Anna, created 2026-11-24 10:00 UTC. */
export const photo = (over: Partial<QueuedPhoto> = {}): QueuedPhoto => ({
  id: '11111111-1111-4111-8111-111111111111',
  owner_id: '22222222-2222-4222-8222-222222222222',
  owner_name: 'Anna',
  fictional: false,
  private: false,
  thumb_url: '/api/operator/media/a-thumb.webp',
  url: '/api/operator/media/a.webp',
  width: 640,
  height: 640,
  created_at: '2026-11-24T10:00:00.000Z',
  age_seconds: 7500,
  ...over,
});

/** An open report by Giulia (it) from the chat about Hans, 41, of Graz: harassment, no decisions, no messages. */
export const report = (
  over: Partial<Omit<TOperatorReport, 'reported'>> & { reported?: Partial<TOperatorReport['reported']> } = {},
): TOperatorReport =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    reason: 'harassment_hate',
    text: 'Insults after I said no.',
    from_chat: true,
    created_at: '2026-11-24T10:00:00.000Z',
    age_seconds: 7500,
    reporter: { id: '22222222-2222-4222-8222-222222222222', name: 'Giulia', locale: 'it' },
    previous_decisions: [],
    messages: [],
    ...over,
    reported: {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Hans',
      age: 41,
      city: 'Graz',
      country: 'AT',
      fictional: false,
      bio: 'Hello there',
      note: null,
      hidden_by_moderation: false,
      banned: false,
      open_reports: 1,
      ...over.reported,
    },
  }) as TOperatorReport;

/** Zoé's new "About me" text awaiting review, created 2026-11-24 11:00 UTC. */
export const profileText = (over: Partial<TQueuedProfileText> = {}): TQueuedProfileText =>
  ({
    id: '44444444-4444-4444-8444-444444444444',
    member_id: '55555555-5555-4555-8555-555555555555',
    member_name: 'Zoé',
    field: 'bio',
    text: 'Buy my stuff at spam.example',
    created_at: '2026-11-24T11:00:00.000Z',
    age_seconds: 90,
    ...over,
  }) as TQueuedProfileText;
