import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_BODY_LIMIT_BYTES, PHOTO_UPLOAD_BODY_LIMIT_BYTES } from '@dating/core/domain';

/** Which upstream serves a path at the one origin; null means the Next.js members app. */
export interface Upstreams {
  api: URL;
  legal: URL;
  landers: URL;
  /** The operator console's static build (apps/operator), under /operator/. */
  operator?: URL;
}

/** Every answer of the operator console carries this: its pages are never indexed (besides the robots meta). */
export const OPERATOR_HEADERS = { 'x-robots-tag': 'noindex, nofollow' } as const;

export function pickUpstream(path: string, upstreams: Upstreams): URL | null {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return upstreams.api;
  if (path === '/health') return upstreams.api;
  if (path === '/pages' || path.startsWith('/pages/') || path.startsWith('/pages?')) return upstreams.legal;
  if (path === '/landers' || path.startsWith('/landers/') || path.startsWith('/landers?'))
    return upstreams.landers;
  if (
    upstreams.operator &&
    (path === '/operator' || path.startsWith('/operator/') || path.startsWith('/operator?'))
  )
    return upstreams.operator;
  return null;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardHeaders(req: IncomingMessage, keepUpgrade: boolean): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (!keepUpgrade && HOP_BY_HOP.has(name)) continue;
    headers[name] = value;
  }
  const remote = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${remote}` : remote;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  return headers;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * The largest request body the front door forwards for a path: the API's own limits (the photo upload is
 * the one larger route), so an oversized body gets the API's 413 envelope from here instead of a 502 when the
 * API closes the connection mid-upload. Legal pages and landers take no bodies beyond the API limit either.
 */
export function bodyLimitFor(method: string | undefined, path: string): number {
  const pathname = path.split('?')[0] ?? path;
  if (method === 'POST' && pathname === '/api/photos.php') return PHOTO_UPLOAD_BODY_LIMIT_BYTES;
  return API_BODY_LIMIT_BYTES;
}

function sendEnvelope(res: ServerResponse, status: number, code: string, close = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code, message: `errors.${code}`, status } });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(body);
}

/**
 * Forwards one HTTP request to an upstream, streaming both ways. Upstream down → 502 in the API's envelope.
 * A body over the route's limit → 413 `payload_too_large` in the same envelope, whether it is announced by
 * Content-Length or only found while streaming a chunked body; an answer the upstream gave before it stopped
 * reading (its own 413) is passed through untouched.
 */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  extraHeaders: Record<string, string> = {},
): void {
  const limit = bodyLimitFor(req.method, req.url ?? '/');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > limit) {
    sendEnvelope(res, 413, 'payload_too_large', true);
    req.resume(); // drain what the client still sends; the connection closes after the answer
    return;
  }
  let answered = false;
  const upstream = http.request(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: forwardHeaders(req, false),
      agent,
    },
    (upstreamRes) => {
      answered = true;
      const headers = { ...upstreamRes.headers, ...extraHeaders };
      for (const h of HOP_BY_HOP) delete headers[h];
      res.writeHead(upstreamRes.statusCode ?? 502, headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    // The upstream answered, then closed while we still sent the body (its own 413): keep its answer.
    if (answered) return;
    sendEnvelope(res, 502, 'service_unavailable');
  });
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit && !answered) {
      answered = true;
      req.unpipe(upstream);
      upstream.destroy();
      sendEnvelope(res, 413, 'payload_too_large', true);
      req.resume();
    }
  });
  req.on('aborted', () => upstream.destroy());
  req.pipe(upstream);
}

/** Forwards a WebSocket upgrade (the live channel) to an upstream and splices the two sockets. */
export function proxyUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, target: URL): void {
  const upstream = http.request({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    headers: forwardHeaders(req, true),
  });
  const fail = () => {
    if (socket.writable)
      socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    socket.destroy();
  };
  upstream.on('error', fail);
  socket.on('error', () => upstream.destroy());
  upstream.on('response', (upstreamRes) => {
    // The upstream refused to upgrade: relay its answer as a plain response.
    const lines = [`HTTP/1.1 ${upstreamRes.statusCode ?? 502} ${upstreamRes.statusMessage ?? ''}`];
    for (let i = 0; i < upstreamRes.rawHeaders.length; i += 2) {
      lines.push(`${upstreamRes.rawHeaders[i]}: ${upstreamRes.rawHeaders[i + 1]}`);
    }
    socket.write(lines.join('\r\n') + '\r\n\r\n');
    upstreamRes.pipe(socket);
  });
  upstream.on('upgrade', (upstreamRes, upstreamSocket, upstreamHead) => {
    const lines = ['HTTP/1.1 101 Switching Protocols'];
    for (let i = 0; i < upstreamRes.rawHeaders.length; i += 2) {
      lines.push(`${upstreamRes.rawHeaders[i]}: ${upstreamRes.rawHeaders[i + 1]}`);
    }
    socket.write(lines.join('\r\n') + '\r\n\r\n');
    if (upstreamHead.length) socket.write(upstreamHead);
    if (head.length) upstreamSocket.write(head);
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('close', () => upstreamSocket.destroy());
    upstreamSocket.on('close', () => socket.destroy());
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
  });
  upstream.end();
}
