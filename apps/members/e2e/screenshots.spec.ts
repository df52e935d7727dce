import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { PUBLIC_SCREEN_PATHS } from '../src/test/route-samples';
import { expect, setLocale, test } from './fixtures';
import { CLIENT, seededMember } from './support/members';

// The screenshot review of issue 18: every route of the member site, as a visitor and as the demo member, at a
// phone (390 × 844) and a desktop (1280 × 800) width. Each screen is saved full-page under
// test-results/screenshots/<audience>-<width>/ (git-ignored) and fails on
//   - horizontal overflow: the document is wider than the viewport (the page scrolls sideways);
//   - clipped text: text cut off by a box that hides its overflow (an ellipsis is a cut too), and a select
//     whose chosen value is wider than the room the control gives it ("Men and wo", "United State");
//   - axe: any serious or critical violation (WCAG 2.2 AA tags).
// One test per route and width; every failure of a screen is listed (soft assertions), not only the first one.

const DEMO = { email: 'demo@example.com', password: 'welcome-to-amora' };
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots');

/** Real ids for the routes with a segment: a seeded member, a credit package and one of its methods. */
interface Ids {
  member: string;
  tier: string;
  method: string;
}

async function realIds(request: APIRequestContext): Promise<Ids> {
  const member = await seededMember(request);
  const offer = await request.get('/api/packages.php');
  expect(offer.status(), await offer.text()).toBe(200);
  const { packages, methods } = (await offer.json()) as {
    packages: { tier: string }[];
    methods: { id: string }[];
  };
  return { member: member.id, tier: packages[0]!.tier, method: methods[0]!.id };
}

/** What a visitor can open: the public screens of spec §2, the member landings and the site's 404. */
const VISITOR_ROUTES = [
  ...PUBLIC_SCREEN_PATHS,
  '/unlock',
  '/members/{member}',
  '/members/{member}/landing',
  '/members/{member}/signup',
  '/members/{member}/landing2/eng',
  '/members/{member}/landing3/eng',
  '/premium',
  '/pricing',
  '/complaints',
  '/this-page-does-not-exist',
];

/** What the logged-in demo member can open (member-only routes and the shared ones as a member sees them). */
const MEMBER_ROUTES = [
  '/members',
  '/members/{member}',
  '/members/{member}/chat',
  '/chats',
  '/likes',
  '/likes/received',
  '/likes/sent',
  '/likes/matches',
  '/likes/m/{member}',
  '/swipe-game',
  '/match-finder',
  '/profile',
  '/notifications',
  '/lang-config',
  '/credits',
  '/credits/{tier}',
  '/credits/{tier}/{method}',
  '/credits/repeat-order',
  '/directdebit',
  '/transactions',
  '/premium',
  '/pricing',
  '/complaints',
  '/signup-matches',
];

/** A route with its real ids filled in. */
const resolve = (route: string, ids: Ids) =>
  route.replace('{member}', ids.member).replace('{tier}', ids.tier).replace('{method}', ids.method);

/** The document is wider than the viewport: what sticks out, for the message. */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const viewport = doc.clientWidth;
    if (doc.scrollWidth <= viewport) return null;
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > viewport + 1 || r.left < -1);
      })
      // The innermost elements that stick out name the cause better than their ancestors.
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`,
      );
    return `page ${doc.scrollWidth}px wide on a ${viewport}px viewport (${culprits.join(', ')})`;
  });
}

/**
 * Text the reader cannot read in full: a visible text node that a box with hidden overflow cuts (the text runs
 * past the box's edge but starts inside it: a whole slide outside a carousel is not a cut), and selects whose
 * chosen option is wider than the control's room for it. Visually hidden text (a 1 px clipped box) is skipped.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const clips = (style: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(style.overflowX) ||
      ['hidden', 'clip'].includes(style.overflowY) ||
      style.textOverflow === 'ellipsis';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || seen.has(parent)) continue;
      if (parent.closest('script, style, noscript, option, select, textarea, [hidden], [aria-hidden="true"]'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const textBox = {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
      for (
        let box: Element | null = parent;
        box && box !== document.documentElement;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        if (style.display === 'none' || style.visibility === 'hidden') break;
        if (!clips(style)) continue;
        const r = box.getBoundingClientRect();
        // A visually hidden box (skip links, live regions): not shown, so not cut.
        if (r.width <= 2 || r.height <= 2) break;
        const inside = {
          left: r.left + box.clientLeft,
          top: r.top + box.clientTop,
          right: r.left + box.clientLeft + box.clientWidth,
          bottom: r.top + box.clientTop + box.clientHeight,
        };
        const startsInside =
          textBox.left < inside.right &&
          textBox.right > inside.left &&
          textBox.top < inside.bottom &&
          textBox.bottom > inside.top;
        const cut =
          textBox.left < inside.left - 1 ||
          textBox.right > inside.right + 1 ||
          textBox.top < inside.top - 1 ||
          textBox.bottom > inside.bottom + 1;
        if (startsInside && cut) {
          seen.add(parent);
          found.push(`"${text.slice(0, 40)}" cut by <${box.tagName.toLowerCase()}>`);
          break;
        }
      }
    }
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const select of document.querySelectorAll('select')) {
      const option = select.selectedOptions[0];
      const r = select.getBoundingClientRect();
      if (!option || r.width === 0) continue;
      const style = getComputedStyle(select);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = canvas.measureText(option.text.trim()).width;
      if (needed > room + 1)
        found.push(`select "${option.text.trim()}" needs ${Math.ceil(needed)}px of ${room}px`);
    }
    return found;
  });
}

async function seriousAxe(page: Page): Promise<string[]> {
  // Only violations are collected (no passes or incomplete results): the same verdict in less time.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** `/members/{member}/landing` → `members_member_landing.png`; `/` → `home.png`. */
const fileName = (route: string) =>
  (route
    .replace(/[{}]/g, '')
    .replace(/^\//, '')
    .replace(/[^\w-]+/g, '_') || 'home') + '.png';

/** Opens the route, saves its screenshot and checks it; every failure is a soft assertion. */
async function review(page: Page, audience: string, width: (typeof WIDTHS)[number], route: string, ids: Ids) {
  const dir = path.join(OUT, `${audience}-${width.name}`);
  mkdirSync(dir, { recursive: true });
  await page.goto(resolve(route, ids));
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  // Web fonts change widths: measure with the final ones.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(dir, fileName(route)), fullPage: true, animations: 'disabled' });
  expect.soft(await horizontalOverflow(page), 'horizontal overflow').toBeNull();
  expect.soft(await clippedText(page), 'clipped text').toEqual([]);
  expect.soft(await seriousAxe(page), 'axe: serious or critical').toEqual([]);
}

test.describe('screenshot review', () => {
  let ids: Ids;
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;

  // One look-up of the ids and one login for every screen of the run.
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    ids = await realIds(context.request);
    const login = await context.request.post('/api/user.php', { headers: CLIENT, data: DEMO });
    expect(login.status(), await login.text()).toBe(200);
    session = await context.storageState();
    await context.close();
  });

  for (const width of WIDTHS) {
    test.describe(`${width.viewport.width} px`, () => {
      test.use({ viewport: width.viewport });

      for (const route of VISITOR_ROUTES) {
        test(`visitor ${route}`, async ({ page, baseURL }) => {
          await setLocale(page, baseURL!, 'en');
          await review(page, 'visitor', width, route, ids);
        });
      }

      for (const route of MEMBER_ROUTES) {
        test(`member ${route}`, async ({ page, baseURL }) => {
          await page.context().addCookies(session.cookies);
          await setLocale(page, baseURL!, 'en');
          await review(page, 'member', width, route, ids);
        });
      }
    });
  }
});
