import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** One Web Push request as web-push's generateRequestDetails builds it (RFC 8030: POST, TTL, Urgency, …). */
export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export interface PushResponse {
  status: number;
  body: string;
}

/** Sends one request to a push service and answers its status. */
export type PushTransport = (request: PushRequest) => Promise<PushResponse>;

/** Addresses a push endpoint may never resolve to: loopback, private, link-local, CGNAT, multicast, … */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether an address is outside the public internet (SSRF guard for member-supplied endpoints). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** dns.lookup that fails for names resolving to a non-public address, checked at connect time (no rebinding gap). */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad || addresses.length === 0) {
      const refused = Object.assign(new Error(`push endpoint ${hostname} resolves to a non-public address`), {
        code: 'EPUSHPRIVATE',
      });
      return callback(refused, '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface TransportOptions {
  timeoutMs?: number;
  /** Tests only: also send to http:// endpoints and private addresses (the in-process fake push service). */
  allowInsecure?: boolean;
}

/**
 * The default transport: node:https with a public-only DNS lookup, no redirects followed, a timeout, and at most
 * 4 KB of the answer read. Plain http is refused unless `allowInsecure` (tests).
 */
export function createPushTransport(opts: TransportOptions = {}): PushTransport {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return (request) =>
    new Promise<PushResponse>((resolve, reject) => {
      const url = new URL(request.endpoint);
      const secure = url.protocol === 'https:';
      if (!secure && !(opts.allowInsecure && url.protocol === 'http:')) {
        reject(new Error('push endpoints must be https'));
        return;
      }
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      const options: http.RequestOptions = {
        method: request.method,
        headers,
        timeout: timeoutMs,
        ...(opts.allowInsecure ? {} : { lookup: publicOnlyLookup }),
      };
      const req = (secure ? https : http).request(url, options, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (body.length < 4096) body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: body.slice(0, 4096) }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('push service timed out')));
      req.on('error', reject);
      req.end(request.body ?? undefined);
    });
}
