// node --test: the landers' security headers (scripts/lib/static-security.mjs) and scripts/serve-static.mjs using them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import {
  inlineScriptHashes,
  staticContentSecurityPolicy,
  staticSecurityHeaders,
} from './static-security.mjs';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy, name) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

test('inline scripts are hashed over their exact text; scripts with src are not', () => {
  const html = [
    '<script type="module" crossorigin src="/landers/assets/index-abc.js"></script>',
    '<script>window.a = 1;</script>',
    '<SCRIPT type="importmap">\n{"imports":{}}\n</SCRIPT >',
    '<script>window.a = 1;</script>',
    '<script data-src="x">é</script>',
  ].join('\n');
  assert.deepEqual(inlineScriptHashes(html), [
    sha256('window.a = 1;'),
    sha256('\n{"imports":{}}\n'),
    sha256('é'),
  ]);
  assert.deepEqual(inlineScriptHashes('<div id="root"></div>'), []);
});

test("the policy is the member site's with hashes instead of a nonce", () => {
  const policy = staticContentSecurityPolicy({ scriptHashes: ["'sha256-AAAA'"] });
  assert.equal(directive(policy, 'script-src'), "script-src 'self' 'sha256-AAAA'");
  assert.equal(
    staticContentSecurityPolicy(),
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; " +
      "font-src 'self'; connect-src 'self' ws: wss:; media-src 'self' blob:; worker-src 'self'; " +
      "manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
});

test('the headers match the member site, HSTS only in production', () => {
  const headers = staticSecurityHeaders();
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.equal(headers['cross-origin-opener-policy'], 'same-origin');
  assert.match(headers['permissions-policy'], /camera=\(\)/);
  assert.equal(headers['strict-transport-security'], undefined);
  assert.match(staticSecurityHeaders({ production: true })['strict-transport-security'], /max-age=\d+/);
  const page = staticSecurityHeaders({ html: '<script>go()</script>' });
  assert.equal(
    directive(page['content-security-policy'], 'script-src'),
    `script-src 'self' ${sha256('go()')}`,
  );
});

test('serve-static sends the headers, with the served page’s own script hashes', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script>boot()</script>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'boot = () => {};');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'serve-static.mjs');
  const child = spawn(process.execPath, [script, dir, '--base', '/landers/', '--port', String(port)], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.after(() => child.kill());
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}/landers`;

  const page = await fetch(`${base}/gallery/eng`);
  assert.equal(page.status, 200);
  assert.equal(await page.text(), '<!doctype html><div id="root"></div><script>boot()</script>');
  const policy = page.headers.get('content-security-policy');
  assert.equal(directive(policy, 'script-src'), `script-src 'self' ${sha256('boot()')}`);
  assert.equal(directive(policy, 'frame-ancestors'), "frame-ancestors 'none'");
  assert.equal(page.headers.get('x-frame-options'), 'DENY');
  assert.equal(page.headers.get('cross-origin-opener-policy'), 'same-origin');
  assert.match(page.headers.get('strict-transport-security'), /max-age/);

  const asset = await fetch(`${base}/assets/app.js`);
  assert.equal(directive(asset.headers.get('content-security-policy'), 'script-src'), "script-src 'self'");
  assert.equal(asset.headers.get('x-content-type-options'), 'nosniff');

  // Text goes gzipped to a client that accepts it, as it is to one that does not.
  const plain = await fetch(`${base}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(await plain.text(), 'boot = () => {};');
  const zipped = await new Promise((resolve, reject) =>
    http
      .get(`${base}/assets/app.js`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject),
  );
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.equal(zipped.headers.vary, 'accept-encoding');
  assert.equal(gunzipSync(zipped.body).toString('utf8'), 'boot = () => {};');

  const missing = await fetch(`${base}/assets/nope.js`);
  assert.equal(missing.status, 404);
  assert.equal(directive(missing.headers.get('content-security-policy'), 'object-src'), "object-src 'none'");
});
