// The one origin: serves the members app and forwards /api/* (HTTP and WebSocket), /pages/*, /landers/* and /operator/*
// to their upstreams. `pnpm start` runs it in production mode, `pnpm dev` with hot reload.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { readEnv } from './env';
import { OPERATOR_HEADERS, pickUpstream, proxyRequest, proxyUpgrade, type Upstreams } from './proxy';

const env = readEnv();
const dev = env.NODE_ENV === 'development';
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const upstreams: Upstreams = {
  api: new URL(env.API_URL),
  legal: new URL(env.LEGAL_URL),
  landers: new URL(env.LANDERS_URL),
  operator: new URL(env.OPERATOR_URL),
};

// Next.js attaches an upgrade listener of its own to the server of its first request, or to `httpServer` when
// given. That listener ends every upgrade whose path matches a page, and the `(default)/[...missing]` catch-all
// matches every path, /api/live included: on the front door it would cut the live channel's sockets. So Next.js
// gets a server that never listens, and the front door's own listener below hands it only the upgrades that are
// its own (the dev server's hot reload).
const nextUpgrades = http.createServer();
const app = next({ dev, dir, hostname: 'localhost', port: env.PORT, httpServer: nextUpgrades });
await app.prepare();
const handle = app.getRequestHandler();
const upgradeNext = app.getUpgradeHandler();

const server = http.createServer((req, res) => {
  const target = pickUpstream(req.url ?? '/', upstreams);
  if (target) {
    proxyRequest(req, res, target, target === upstreams.operator ? OPERATOR_HEADERS : {});
    return;
  }
  handle(req, res).catch(() => {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});

server.on('upgrade', (req, socket, head) => {
  const target = pickUpstream(req.url ?? '/', upstreams);
  if (target) {
    proxyUpgrade(req, socket, head, target);
    return;
  }
  void upgradeNext(req, socket, head);
});

server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  console.log(`members: front door listening on ${env.PUBLIC_URL} (port ${env.PORT}${dev ? ', dev' : ''})`);
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`members: ${signal} received, closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
