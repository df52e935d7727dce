#!/usr/bin/env node
// Serves a static build (the landers) under a base path, with an SPA fallback to index.html.
// Usage: node scripts/serve-static.mjs <dir> --base /landers/ --port 3003
import http from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const dir = path.resolve(args[0] ?? '.');
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = opt('base', '/');
const port = Number(opt('port', '3003'));
const host = opt('host', '127.0.0.1');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'self'",
};

/** Templates the build renders (from its routes.json); other template paths get the app's 404 view with 404. */
function knownTemplate(rel) {
  const manifest = path.join(dir, 'routes.json');
  if (!existsSync(manifest)) return true;
  const { templates } = JSON.parse(readFileSync(manifest, 'utf8'));
  const first = rel.split('/').filter(Boolean)[0];
  return first === undefined || first === 'campaigns' || templates.includes(first);
}

function send(res, file, status = 200) {
  const ext = path.extname(file);
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  res.writeHead(status, {
    ...SECURITY,
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith(base) && url.pathname !== base.replace(/\/$/, '')) {
      res.writeHead(404, { ...SECURITY, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    let rel;
    try {
      rel = decodeURIComponent(url.pathname.slice(base.length));
    } catch {
      res.writeHead(400, SECURITY);
      res.end();
      return;
    }
    const file = path.resolve(dir, '.' + path.sep + rel);
    if (!file.startsWith(dir)) {
      res.writeHead(404, SECURITY);
      res.end();
      return;
    }
    if (existsSync(file) && statSync(file).isFile()) return send(res, file);
    if (path.extname(rel)) {
      res.writeHead(404, { ...SECURITY, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    // A campaign folder has its own index.html; otherwise the default build's.
    const campaign = rel.match(/^campaigns\/([a-z0-9-]+)/);
    const index = campaign
      ? path.join(dir, 'campaigns', campaign[1], 'index.html')
      : path.join(dir, 'index.html');
    if (existsSync(index)) return send(res, index, campaign || knownTemplate(rel) ? 200 : 404);
    res.writeHead(404, SECURITY);
    res.end();
  })
  .listen(port, host, () => console.log(`static: ${dir} at http://${host}:${port}${base}`));
