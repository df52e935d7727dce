import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Issue 19 item 5 (ADR 0013, "CSP"): every HTML page of every app at the one origin sends a strict CSP (scripts
// only with the page's nonce, or by hash on the static landers; never 'unsafe-inline' or 'unsafe-eval' for
// scripts) and the same security headers; an injected inline script does not run.

const DEMO = { email: 'demo@example.com', password: 'welcome-to-amora' };
const CLIENT = { 'x-request-type': 'client' };

/** How a response's scripts are allowed: the page's nonce (Next.js apps), hashes (landers), or files only. */
type ScriptRule = 'nonce' | 'hash' | 'files';

interface Route {
  path: string;
  status: number;
  scripts: ScriptRule;
}

const VISITOR_ROUTES: Route[] = [
  { path: '/', status: 200, scripts: 'nonce' },
  { path: '/login', status: 200, scripts: 'nonce' },
  { path: '/signup', status: 200, scripts: 'nonce' },
  { path: '/members', status: 200, scripts: 'nonce' },
  { path: '/members/42', status: 404, scripts: 'nonce' }, // an unknown member: the proxy's 404 (ADR 0026)
  { path: '/members/42/landing', status: 404, scripts: 'nonce' }, // an unknown member: the proxy's 404
  { path: '/chats', status: 307, scripts: 'nonce' }, // member-only: the proxy's redirect to /login
  { path: '/no-such-page', status: 404, scripts: 'nonce' }, // the proxy's not-found rewrite
  { path: '/this/route/does-not-exist', status: 404, scripts: 'nonce' },
  { path: '/pages/terms', status: 200, scripts: 'nonce' },
  { path: '/pages/privacy', status: 200, scripts: 'nonce' },
  { path: '/pages/no-such-page', status: 404, scripts: 'nonce' },
  { path: '/landers/gallery/eng', status: 200, scripts: 'hash' },
  { path: '/landers/campaigns/summer-nl/', status: 200, scripts: 'hash' },
  { path: '/landers/nosuchtemplate/eng', status: 404, scripts: 'hash' },
  { path: '/sw-push.js', status: 200, scripts: 'files' },
  { path: '/icon.svg', status: 200, scripts: 'files' },
];

const MEMBER_ROUTES: Route[] = [
  { path: '/', status: 307, scripts: 'nonce' }, // a logged-in member goes to /members
  { path: '/members', status: 200, scripts: 'nonce' },
  { path: '/members/42', status: 404, scripts: 'nonce' },
  { path: '/profile', status: 200, scripts: 'nonce' },
  { path: '/chats', status: 200, scripts: 'nonce' },
  { path: '/pages/terms', status: 200, scripts: 'nonce' },
];

/** `directive → sources` of a policy. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** The policy without its per-page part (nonce, hashes): the same line for every app. */
const common = (policy: string) =>
  policy.replace(/ 'nonce-[A-Za-z0-9+/_=-]+' 'strict-dynamic'/, '').replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, '');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Checks one response's headers (and an HTML body's scripts against its policy); returns the policy. */
async function expectSecured(response: APIResponse, route: Route): Promise<string> {
  const label = `${route.path} → ${response.status()}`;
  expect(response.status(), label).toBe(route.status);
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  const parsed = directives(policy);
  expect(parsed.get('default-src'), label).toEqual(["'self'"]);
  expect(parsed.get('object-src'), label).toEqual(["'none'"]);
  expect(parsed.get('base-uri'), label).toEqual(["'self'"]);
  expect(parsed.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(parsed.get('form-action'), label).toEqual(["'self'"]);
  const script = parsed.get('script-src') ?? [];
  expect(script, label).not.toContain("'unsafe-inline'");
  expect(script, label).not.toContain("'unsafe-eval'");
  expect(script[0], label).toBe("'self'");

  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['permissions-policy'], label).toBe(
    'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()',
  );
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  // The end-to-end site runs the production builds (`pnpm start`).
  expect(headers['strict-transport-security'], label).toMatch(/^max-age=\d+/);

  const html = (headers['content-type'] ?? '').startsWith('text/html') ? await response.text() : '';
  const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
  if (route.scripts === 'nonce') {
    expect(script, label).toHaveLength(3);
    expect(script[1], label).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(script[2], label).toBe("'strict-dynamic'");
    // Next.js stamped this response's nonce on every script it wrote.
    const nonce = script[1]!.slice("'nonce-".length, -1);
    for (const tag of scriptTags) expect(tag, label).toContain(`nonce="${nonce}"`);
    if (route.status !== 307) expect(scriptTags.length, label).toBeGreaterThan(0);
  } else if (route.scripts === 'hash') {
    // Every inline script of the lander (none today) is listed by hash; nothing else runs inline.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
      .filter(([, attributes]) => !/(?:^|\s)src\s*=/i.test(attributes ?? ''))
      .map(([, , body]) => sha256(body ?? ''));
    expect(script.slice(1).sort(), label).toEqual([...new Set(inline)].sort());
    expect(scriptTags.length, label).toBeGreaterThan(0);
  } else {
    expect(script, label).toEqual(["'self'"]);
  }
  return policy;
}

/**
 * The first same-origin script file an HTML page loads: a `<script src>`, or (a prerendered lander, whose inline
 * loader requests its chunks after the first paint, ADR 0030) the first `.js` path the loader names.
 */
async function firstScriptFile(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const src =
    html.match(/<script\b[^>]*\ssrc="(\/[^"]+)"/)?.[1] ?? html.match(/<script>[^<]*?"(\/[^"]+\.js)"/)?.[1];
  expect(src, path).toBeTruthy();
  return src!.replace(/&amp;/g, '&');
}

interface Violation {
  directive: string;
  blocked: string;
}

/** Records the page's CSP violations from before its first script on (an init script is not subject to CSP). */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

const xssFlag = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);

/** Waits until the page's own scripts have run: the Next.js apps hydrate, the lander renders itself. */
async function pageWorks(page: Page, path: string) {
  if (path.startsWith('/landers/')) {
    // The lander's HTML is an empty root: the heading is there only if its module script ran.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } else if (path.startsWith('/pages/')) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Next.js's bootstrap (nonce'd) has run.
    await expect
      .poll(() => page.evaluate(() => typeof (window as { next?: { version?: string } }).next?.version))
      .toBe('string');
  } else {
    await hydrated(page);
  }
}

test.describe('security headers on every route family', () => {
  test('visitor routes, redirects, 404s, legal pages, landers and static files', async ({ request }) => {
    const policies = new Set<string>();
    for (const route of VISITOR_ROUTES) {
      const response = await request.get(route.path, { maxRedirects: 0 });
      policies.add(common(await expectSecured(response, route)));
    }
    // Assets of each app: the policy without a nonce.
    for (const page of ['/login', '/pages/terms', '/landers/gallery/eng']) {
      const path = await firstScriptFile(request, page);
      const response = await request.get(path);
      policies.add(common(await expectSecured(response, { path, status: 200, scripts: 'files' })));
    }
    // One policy for all three apps, apart from the nonce or hashes.
    expect([...policies]).toHaveLength(1);
  });

  test('a fresh nonce for every page view', async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const policy = (await request.get('/login')).headers()['content-security-policy'] ?? '';
      nonces.add(policy.match(/'nonce-([^']+)'/)?.[1] ?? '');
    }
    expect(nonces.size).toBe(5);
  });

  test('logged-in member routes', async ({ page }) => {
    const login = await page.request.post('/api/user.php', { headers: CLIENT, data: DEMO });
    expect(login.status(), await login.text()).toBe(200);
    for (const route of MEMBER_ROUTES) {
      await expectSecured(await page.request.get(route.path, { maxRedirects: 0 }), route);
    }
    // The pages work under the policy: hydrated, without a single violation.
    const violations = await watchViolations(page);
    for (const path of ['/members', '/profile']) {
      await page.goto(path);
      await hydrated(page);
      expect(await violations(), path).toEqual([]);
    }
  });

  test('every app works under its policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/members',
      '/no-such-page',
      '/pages/terms',
      '/landers/gallery/eng',
    ]) {
      await page.goto(path);
      await pageWorks(page, path);
      expect(await violations(), path).toEqual([]);
    }
  });
});

test.describe('injected scripts do not run', () => {
  // What an HTML injection (a text that escaped escaping, a compromised template) would put into a page.
  const INJECTED =
    `<script>window.__xss = 'inline'</script>` +
    `<script nonce="AAAAAAAAAAAAAAAAAAAAAA==">window.__xss = 'guessed nonce'</script>` +
    `<img alt="" src="data:," onerror="window.__xss = 'event handler'">`;

  for (const path of ['/login', '/pages/terms', '/landers/gallery/eng']) {
    test(`markup injected into the served HTML of ${path}`, async ({ page }) => {
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const headers = Object.fromEntries(
            Object.entries(response.headers()).filter(
              ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
            ),
          );
          const body = (await response.text()).replace(/<body[^>]*>/, (tag) => `${tag}${INJECTED}`);
          expect(body).toContain(INJECTED);
          await route.fulfill({ status: response.status(), headers, body });
        },
      );
      const violations = await watchViolations(page);
      await page.goto(path);
      // The page's own scripts still run…
      await pageWorks(page, path);
      // …the injected ones were refused: two inline scripts and the event handler.
      await expect
        .poll(async () => (await violations()).filter((v) => v.blocked === 'inline').length)
        .toBeGreaterThanOrEqual(3);
      for (const violation of await violations()) expect(violation.directive).toMatch(/^script-src/);
      expect(await xssFlag(page)).toBeNull();
    });
  }

  // A DOM sink fed with an attacker's markup (what innerHTML of a profile text would do without escaping): an
  // event handler and a javascript: link. A script that is already running may still add scripts by design of
  // 'strict-dynamic' (ADR 0013); markup alone gets nothing to run.
  for (const path of ['/login', '/pages/terms', '/landers/gallery/eng']) {
    test(`markup injected into the live page of ${path}`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      await pageWorks(page, path);
      await page.evaluate(() =>
        document.body.insertAdjacentHTML(
          'beforeend',
          `<img alt="" src="data:," onerror="window.__xss = 'event handler'">` +
            `<a id="csp-injected-link" href="javascript:window.__xss = 'javascript url'">x</a>`,
        ),
      );
      await page.click('#csp-injected-link');
      await expect
        .poll(async () => (await violations()).filter((v) => v.blocked === 'inline').length)
        .toBeGreaterThanOrEqual(2);
      expect(await xssFlag(page)).toBeNull();
    });
  }

  test('a <script> in the query string stays text on every app', async ({ page }) => {
    const payload = encodeURIComponent(`"><script>window.__xss = 'reflected'</script>`);
    for (const path of [
      `/login?redirect=${payload}`,
      `/signup?network=${payload}&sub1=${payload}`,
      `/members?q=${payload}`,
      `/pages/terms?x=${payload}`,
      `/landers/gallery/eng?network=${payload}`,
    ]) {
      await page.goto(path);
      await pageWorks(page, path);
      expect(await xssFlag(page), path).toBeNull();
    }
  });
});
