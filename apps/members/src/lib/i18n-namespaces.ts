import { type Namespace } from '@dating/i18n';

/**
 * The translation namespaces each part of the app sends to the browser, beside its server HTML: a page carries
 * only what its own components render with (ADR 0040). Each level adds to the one above it:
 *
 * - `root` (`app/layout.tsx`): every page;
 * - a route group's layout (`(default)`, `(chat)`, `(lander)`): the frame it draws, with what the frame loads
 *   after hydration (the sign-up flow, the like and time-bonus modals);
 * - the boundaries (`error.tsx`, `not-found.tsx`, at the root and in each route group) draw no frame and use only
 *   the root's namespaces: a group's boundary renders inside the group's layout, which sends the frame's; the
 *   root's, a bare screen, send nothing (`not-found` is listed, empty);
 * - a page, by its route: what its screen adds. The chat pages add `chat` themselves (`ChatTranslations`).
 *
 * `i18n-namespaces.test.ts` scans every layout's and page's imports (`useTranslation('x')`, `'x:key'` literals,
 * `next/dynamic`) and fails when an entry here is missing a namespace its components use, or sends one they
 * do not: add or remove it here, at the level the test names.
 */
export const SENT_NAMESPACES = {
  root: ['common', 'ui'],
  '(default)': ['account', 'editor', 'errors', 'likes', 'payments', 'profile', 'signup'],
  '(chat)': ['account', 'editor', 'errors', 'likes', 'payments', 'profile', 'signup'],
  '(lander)': [],
  'not-found': [],

  // (default)
  '/': [],
  '/[...missing]': [],
  '/account-deleted': [],
  '/activate/done': [],
  '/activate/error': [],
  '/chats': [],
  '/complaints': ['complaints'],
  '/complete-signup': [],
  '/credits': [],
  '/credits/[id]/[[...paymentmethod]]': [],
  '/credits/repeat-order': [],
  '/data-export': ['data-export'],
  '/directdebit': ['directdebit'],
  '/lang-config': [],
  '/likes': [],
  '/likes/[type]': [],
  '/likes/m/[id]': ['member', 'report'],
  '/login': [],
  '/mail-change/do': [],
  '/match-finder': ['member', 'swipe'],
  '/members': ['search'],
  '/members/[id]': ['member', 'report'],
  '/notifications': ['data-export'],
  '/premium': [],
  '/pricing': [],
  '/profile': [],
  '/reset-password': [],
  '/reset-password/do': [],
  '/signup': [],
  '/signup-matches': ['search'],
  '/swipe-game': ['member', 'swipe'],
  '/transactions/[[...id]]': [],
  '/unlock': [],

  // (chat)
  '/chats/[id]': ['report'],
  '/members/[id]/chat': ['report'],

  // (lander)
  '/members/[id]/landing': ['errors', 'member', 'signup'],
  '/members/[id]/landing2/[[...slug]]': ['errors', 'member', 'signup'],
  '/members/[id]/landing3/[[...slug]]': ['errors', 'member', 'signup'],
  '/members/[id]/signup': ['errors', 'member', 'signup'],
} as const satisfies Record<string, readonly Namespace[]>;

export type NamespaceLevel = keyof typeof SENT_NAMESPACES;
