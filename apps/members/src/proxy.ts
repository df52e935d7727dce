import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { contentSecurityPolicy, createNonce, CSP_HEADER, NONCE_HEADER } from '@dating/core/web-security';
import { isKnownInvalidPath } from '@/lib/invalid-route';
import { isMemberOnlyPath, loginUrlFor } from '@/lib/member-routes';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@dating/i18n';
import { parseLandingPath, slugLocale } from '@/features/member-landing/landing-route';

const hasSessionCookie = (request: NextRequest) =>
  request.cookies.getAll().some((cookie) => cookie.name.startsWith('auth.') && cookie.value !== '');

/** Entry routes a logged-in member skips (spec §2: `/` and `/login` → `/members`). */
const ENTRY_ROUTES = new Set(['/', '/login']);

/** Asks the API whether the session cookie is valid (only on the entry routes, only with a cookie). */
async function hasValidSession(request: NextRequest): Promise<boolean> {
  try {
    const response = await fetch(new URL('/api/user.php', env.API_URL), {
      headers: {
        cookie: request.headers.get('cookie') ?? '',
        'x-request-type': 'client',
        accept: 'application/json',
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    });
    return response.ok;
  } catch {
    return false; // API unreachable: render the page, which shows the error state itself
  }
}

/** API answers that mean "no such member for this viewer" on a landing page: unknown, hidden, deleted, blocked. */
const LANDING_UNKNOWN = [400, 403, 404] as const;
/**
 * The same on the profile page `/members/{id}`: unknown or deleted (404) or not an id at all (400). A member who
 * blocked the viewer (403) still answers with the profile page, which says so.
 */
const PROFILE_UNKNOWN = [400, 404] as const;

/** `/members/{id}` (the profile page), its id; null for any other path. */
function profileIdOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 2 && segments[0] === 'members' && segments[1] ? segments[1] : null;
}

/**
 * Whether the API answers one of `statuses` for this member, asked as the viewer (cookie and host forwarded),
 * before rendering, so that the 404 page has a real 404 status (a `notFound()` after streaming began keeps 200).
 * An unreachable API renders the page, which shows the error itself.
 */
async function isUnknownMember(
  request: NextRequest,
  id: string,
  statuses: readonly number[],
): Promise<boolean> {
  try {
    const url = new URL('/api/member.php', env.API_URL);
    url.searchParams.set('id', id);
    const response = await fetch(url, {
      headers: {
        cookie: request.headers.get('cookie') ?? '',
        'x-forwarded-host': request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '',
        'x-request-type': 'client',
        accept: 'application/json',
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    });
    return statuses.includes(response.status);
  } catch {
    return false;
  }
}

/** A path known to be a 404 before rendering: no route, or a member the API does not know. */
async function isNotFound(request: NextRequest, landingId: string | undefined): Promise<boolean> {
  const { pathname } = request.nextUrl;
  if (isKnownInvalidPath(pathname)) return true;
  if (landingId) return isUnknownMember(request, landingId, LANDING_UNKNOWN);
  const profileId = profileIdOf(pathname);
  return profileId ? isUnknownMember(request, profileId, PROFILE_UNKNOWN) : false;
}

/** The response with the page's policy; Next.js takes the nonce for its scripts from the request's copy. */
function withPolicy<T extends NextResponse>(response: T, policy: string): T {
  response.headers.set(CSP_HEADER, policy);
  return response;
}

/**
 * Runs before every page render:
 * - gives the page a fresh CSP nonce: the policy goes on the request (Next.js stamps the nonce on its own
 *   scripts; a server component reads it from `x-nonce`) and on every answer, redirects and the not-found
 *   rewrite included (`@dating/core/web-security`);
 * - hands the page its own path (server components cannot read it otherwise) for login redirects;
 * - sends a visitor without any session cookie on a member-only route to the login page at once
 *   (a cookie that is present but no longer valid is caught by `requireMember()` in the page);
 * - answers paths known to be invalid (no route, an unknown member's profile or landing page) with the
 *   not-found page and a real 404 status;
 * - sends a logged-in member from `/` and `/login` to `/members` with a real redirect.
 * Pages repeat the session checks (`requireMember`, `redirectMembersHome`) for client navigations.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const path = `${pathname}${search}`;
  const nonce = createNonce();
  const policy = contentSecurityPolicy({ nonce, dev: env.NODE_ENV === 'development' });
  if (ENTRY_ROUTES.has(pathname) && hasSessionCookie(request) && (await hasValidSession(request))) {
    return withPolicy(NextResponse.redirect(new URL('/members', request.url)), policy);
  }
  if (isMemberOnlyPath(pathname) && !hasSessionCookie(request)) {
    return withPolicy(NextResponse.redirect(new URL(loginUrlFor(path), request.url)), policy);
  }
  const landing = parseLandingPath(pathname);
  // A landing slug names the page's language (as on the landers): it becomes the language cookie.
  const landingLocale = slugLocale(landing?.slug);
  if (landingLocale) request.cookies.set(LOCALE_COOKIE, landingLocale);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CSP_HEADER, policy);
  requestHeaders.set(NONCE_HEADER, nonce);
  if (await isNotFound(request, landing?.id)) {
    // A path no route matches: renders the root not-found page with status 404.
    return withPolicy(
      NextResponse.rewrite(new URL('/_/not-found', request.url), { request: { headers: requestHeaders } }),
      policy,
    );
  }
  requestHeaders.set(REQUEST_PATH_HEADER, path);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (landingLocale)
    response.cookies.set(LOCALE_COOKIE, landingLocale, {
      path: '/',
      sameSite: 'lax',
      maxAge: LOCALE_COOKIE_MAX_AGE,
    });
  return withPolicy(response, policy);
}

/** Every page path; the skipped ones are answered by other upstreams of the front door or are static files (their
 * policy, without a nonce, comes from next.config.ts). Keep the two lists in step. */
export const config = {
  matcher: ['/((?!api/|pages/|landers/|_next/|icon\\.svg|fictional\\.svg|sw-push\\.js|favicon\\.ico).*)'],
};
