#!/usr/bin/env node
// Serves a static build (the landers) under a base path, with an SPA fallback to index.html.
// Usage: node scripts/serve-static.mjs <dir> --base /landers/ --port 3003
import http from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticSecurityHeaders } from './lib/static-security.mjs';

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
const production = process.env.NODE_ENV === 'production';
/** The member site's security headers on every answer; an HTML page's policy also lists its inline scripts' hashes. */
const SECURITY = staticSecurityHeaders({ production });
/** @type {Map<string, { key: string, html: string, headers: Record<string, string> }>} */
const htmlCache = new Map();

/** An HTML file with its headers, read again only when the file changes (a rebuild while serving). */
function htmlPage(file) {
  const { mtimeMs, size } = statSync(file);
  const key = `${mtimeMs}:${size}`;
  const cached = htmlCache.get(file);
  if (cached?.key === key) return cached;
  const html = readFileSync(file, 'utf8');
  const page = { key, html, headers: staticSecurityHeaders({ html, production }) };
  htmlCache.set(file, page);
  return page;
}

/** Templates the build renders (from its routes.json); other template paths get the app's 404 view with 404. */
function knownTemplate(rel) {
  const manifest = path.join(dir, 'routes.json');
  if (!existsSync(manifest)) return true;
  const { templates } = JSON.parse(readFileSync(manifest, 'utf8'));
  const first = rel.split('/').filter(Boolean)[0];
  return first === undefined || first === 'campaigns' || templates.includes(first);
}

/** Text answers are sent gzipped to clients that accept it (compressed once per file version, then cached). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
/** @type {Map<string, { key: string, body: Buffer }>} */
const gzipCache = new Map();

function gzipped(file, text) {
  const { mtimeMs, size } = statSync(file);
  const key = `${mtimeMs}:${size}`;
  const cached = gzipCache.get(file);
  if (cached?.key === key) return cached.body;
  const body = gzipSync(text ?? readFileSync(file));
  gzipCache.set(file, { key, body });
  return body;
}

function send(req, res, file, status = 200) {
  const ext = path.extname(file);
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const page = ext === '.html' ? htmlPage(file) : null;
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    ...(page?.headers ?? SECURITY),
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(COMPRESSIBLE.has(ext) ? { vary: 'accept-encoding' } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (gzip) res.end(gzipped(file, page?.html));
  else if (page) res.end(page.html);
  else createReadStream(file).pipe(res);
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
    if (existsSync(file) && statSync(file).isFile()) return send(req, res, file);
    // A prerendered page (`{template}/{slug}/index.html`, ADR 0030), with or without the slash.
    const prerendered = path.join(file, 'index.html');
    if (!path.extname(rel) && existsSync(prerendered)) return send(req, res, prerendered);
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
    if (existsSync(index)) return send(req, res, index, campaign || knownTemplate(rel) ? 200 : 404);
    res.writeHead(404, SECURITY);
    res.end();
  })
  .listen(port, host, () => console.log(`static: ${dir} at http://${host}:${port}${base}`));
