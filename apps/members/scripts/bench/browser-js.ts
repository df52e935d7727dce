/**
 * What a first visit to a route loads, measured in Chromium: every JavaScript file the page fetched until the
 * network was idle, each gzipped at zlib's default level (so the figure does not depend on how a server
 * compresses), plus the document's HTML bytes and how much of them is React flight data
 * (`self.__next_f.push(…)` scripts). A fresh browser context per route: nothing cached.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../../../scripts/lib/chromium.mjs';

export interface RouteWeight {
  status: number;
  jsFiles: number;
  /** gzip bytes of all JavaScript loaded. */
  jsGzip: number;
  /** raw bytes of the HTML document. */
  html: number;
  /** raw bytes of the flight-data scripts inside the HTML. */
  flight: number;
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export async function routeWeight(browser: Browser, url: string, cookie: string): Promise<RouteWeight> {
  const origin = new URL(url);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    if (cookie)
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name: name!, value: value.join('='), domain: origin.hostname, path: '/' };
        }),
      );
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (/javascript/.test(type))
        bodies.push(
          res.body().then(
            (b) => gzipSync(b).length,
            () => 0,
          ),
        );
    });
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    const html = res ? await res.text() : '';
    const flight = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
      (sum, m) => sum + Buffer.byteLength(m[1]!),
      0,
    );
    const sizes = await Promise.all(bodies);
    return {
      status: res?.status() ?? 0,
      jsFiles: sizes.length,
      jsGzip: sizes.reduce((a, b) => a + b, 0),
      html: Buffer.byteLength(html),
      flight,
    };
  } finally {
    await context.close();
  }
}
