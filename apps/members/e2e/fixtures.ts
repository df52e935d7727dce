import { test as base, expect, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/i18n/locales',
);

/** Reads a translation straight from the locale files, so tests follow the copy instead of duplicating it. */
export function translation(locale: Locale, ns: string, key: string): string {
  const data = JSON.parse(readFileSync(path.join(localesDir, locale, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
  if (typeof value !== 'string') throw new Error(`missing translation ${locale}/${ns}:${key}`);
  return value;
}

/** Fails on serious or critical axe violations. */
export async function expectAccessible(page: Page) {
  // Next streams a page's metadata: right after a client navigation the new <title> may not be in yet.
  await expect(page).toHaveTitle(/\S/);
  await expectNoSeriousAxeViolations(page);
}

/**
 * axe with the WCAG 2.2 AA tags on the page, or only on `include` (a selector): no serious or critical violation.
 * The page is laid out whole for the scan (the viewport as tall as the document, scrolled to the top, then put
 * back): mid-scroll, the sticky top bar or a sticky Save bar covers part of whatever passes under it, and axe's
 * target-size rule would judge the scroll position the test happened to leave, not the page.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .finally(() => (viewport ? page.setViewportSize(viewport) : undefined));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The activation link of the newest mails to `email` (as the mail has it), waiting for the mail. */
export async function activationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { mails } = (await response.json()) as { mails: { kind: string; links: string[] }[] };
      link = mails.flatMap((m) => m.links).find((l) => l.includes('activate')) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * The page is hydrated: the progress bar (root layout) has attached its click listener. Before that a click on a
 * link is a full page load, and client-side handlers (the sign-up modal, the bar itself) never see it.
 */
export async function hydrated(page: Page) {
  await expect(page.getByTestId('top-progress-bar')).toHaveAttribute('data-listening', '');
}

/** The home page's call to action (hero), in `locale`. */
export const heroCta = (page: Page, locale: Locale) =>
  page.getByRole('link', { name: translation(locale, 'common', 'home.hero.cta') }).first();

/** A new browser context whose language is `browserLocale` (e.g. `de-DE`), and its page, opened at `path`. */
export async function pageIn(
  browser: Browser,
  baseURL: string | undefined,
  browserLocale: string,
  path: string,
) {
  const context = await browser.newContext({ locale: browserLocale, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

export async function setLocale(page: Page, baseURL: string, locale: Locale) {
  await page
    .context()
    .addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL, sameSite: 'Lax' }]);
}

/** `page` with the language cookie of `locale` (`setLocale`), opened at `path`. */
export async function gotoIn(page: Page, baseURL: string, locale: Locale, path: string) {
  await setLocale(page, baseURL, locale);
  await page.goto(path);
}

export const test = base;
export { expect };
