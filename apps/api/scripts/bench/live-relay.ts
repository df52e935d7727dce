/**
 * The floor of `pnpm bench:live`: a bare `ws` relay with no storage, no auth, no sequence — a socket names its
 * member in the query (`/?id=`), a frame `{"to": id, "c": clientId}` goes to every socket of `to` as
 * `{"type":"relay","c":clientId}`. Same IPC as live-server (`mem`, `stop`). Run with --expose-gc.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { memSample } from './mem-sample';

const byMember = new Map<string, Set<WebSocket>>();
const server = http.createServer((_req, res) => res.writeHead(426).end());
const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 16 * 1024 });
let count = 0;

wss.on('connection', (ws, req) => {
  const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id') ?? '';
  let set = byMember.get(id);
  if (!set) byMember.set(id, (set = new Set()));
  set.add(ws);
  count += 1;
  ws.on('message', (data) => {
    try {
      const f = JSON.parse(String(data)) as { to: string; c: string };
      const out = JSON.stringify({ type: 'relay', c: f.c });
      for (const peer of byMember.get(f.to) ?? []) peer.send(out);
    } catch {
      ws.close(4400);
    }
  });
  ws.on('close', () => {
    set.delete(ws);
    count -= 1;
  });
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('message', (msg: { cmd: string }) => {
  if (msg.cmd === 'mem') {
    process.send?.(memSample(count));
  } else if (msg.cmd === 'stop') {
    for (const c of wss.clients) c.terminate();
    server.close(() => process.exit(0));
  }
});
