import websocket from '@fastify/websocket';
import { LIVE_CLOSE, LIVE_MAX_FRAME_BYTES } from '@dating/core/contracts';
import type { App } from '../../types';

export const LIVE_MAX_PAYLOAD = LIVE_MAX_FRAME_BYTES;

/**
 * WebSocket support for the live channel (ADR 0016): client frames above 16 KiB close the socket (1009); no
 * per-message compression (it costs ~300 KiB of zlib state per socket); on shutdown every socket is closed
 * 1001 "going away" so clients reconnect to another process.
 */
export async function registerWebsocket(app: App): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_PAYLOAD, perMessageDeflate: false },
    preClose(done) {
      const server = app.websocketServer;
      for (const client of server.clients) client.close(LIVE_CLOSE.going_away, 'server shutting down');
      server.close();
      done();
    },
  });
}
