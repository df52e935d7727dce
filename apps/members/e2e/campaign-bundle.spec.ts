import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, hydrated, test, translation } from './fixtures';
import { CLIENT, OPERATOR } from './support/members';
import { fillSignupAccount } from './support/signup-form';

// Issue 14 "Done means": a campaign bundle built by `build:campaign --campaign summer-nl --base / --site-url …`
// (scripts/e2e.mjs builds it into apps/landers/dist/external/summer-nl), served by a plain static server on
// another port, takes a visitor to the site's sign-up with the campaign's tracking, and the account carries it.
// Opened with `lb` and left without signing up, it counts a bounce through the beacon to the site's API.

const bundle = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../landers/dist/external/summer-nl',
);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

let server: Server;
let origin = '';
test.beforeAll(async () => {
  expect(existsSync(path.join(bundle, 'index.html')), `${bundle} is built by scripts/e2e.mjs`).toBe(true);
  // A plain static host: files as they are, unknown paths → index.html (the bundle's own fallback rule).
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(bundle, decodeURIComponent(url.pathname));
    if (!file.startsWith(bundle) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(bundle, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const s = (key: string) => translation('nl', 'signup', key);

test('a campaign bundle on another host signs a visitor up on the site, tracking included', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${origin}/?network=adnet&ref=77&sub1={click}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('nl', 'landers', 'hero.title'),
  );
  // The tracking is read and taken out of the address bar (spec §4).
  await expect(page).toHaveURL(`${origin}/`);
  // A bundle for another host has no inline form: its call to action links to the site's sign-up.
  const cta = page.getByRole('link', { name: translation('nl', 'landers', 'cta.button') }).first();
  const href = new URL((await cta.getAttribute('href'))!);
  expect(href.origin).toBe(new URL(baseURL!).origin);
  expect(href.pathname).toBe('/signup');
  expect(href.searchParams.get('network')).toBe('adnet');
  expect(href.searchParams.get('sub1')).toBe('click');

  await cta.click();
  await expect(page).toHaveURL(
    (url) => url.origin === new URL(baseURL!).origin && url.pathname === '/signup',
  );
  // Before hydration a submit would be the browser's own (a GET of the form): wait for the client.
  await hydrated(page);
  // A Dutch visitor is shown the site-entry warning first (spec §2); they read it and go on.
  const warning = page.getByTestId('entry-warning');
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: translation('nl', 'common', 'entryWarning.confirm') }).click();
  await expect(warning).toHaveCount(0);
  const email = `e2e-campaign-${Date.now()}@example.com`;
  await fillSignupAccount(page, {
    iAm: s('account.woman'),
    lookingFor: s('account.men'),
    name: 'Campagne',
    email,
    password: 'a-long-enough-password',
    dateOfBirth: '1991-03-04',
  });
  const request = page.waitForRequest('**/api/signup.php');
  await page.getByRole('button', { name: s('account.submit') }).click();
  const body = (await request).postDataJSON() as { tracking?: Record<string, unknown> };
  expect(body.tracking).toMatchObject({ network: 'adnet', ref: '77', sub1: 'click' });
  await expect(page.getByRole('heading', { name: s('photo.title') })).toBeVisible();
  const me = await page.request.get('/api/user.php', { headers: CLIENT });
  expect(me.status()).toBe(200);
  await context.close();
});

test('opened with lb and left without signing up, the bundle counts one bounce on the site', async ({
  browser,
  request,
}) => {
  const count = async () => {
    const res = await request.get('/api/operator/page-bounces.php?days=1', { headers: OPERATOR });
    expect(res.status()).toBe(200);
    const { bounces } = (await res.json()) as {
      bounces: { lander: string; campaign: string | null; count: number }[];
    };
    return bounces.find((b) => b.lander === 'gallery' && b.campaign === 'summer-nl')?.count ?? 0;
  };
  const before = await count();
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(`${origin}/?lb=1&network=adnet`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('about:blank'); // the lander is hidden: the beacon goes out
  await expect.poll(count, { timeout: 10_000 }).toBe(before + 1);
  await context.close();
});
