import websocket from '@fastify/websocket';
import type { App } from '../../types';

export const LIVE_MAX_PAYLOAD = 16 * 1024;

/** WebSocket support for the live channel; frames above 16 KiB close the socket (1009). */
export async function registerWebsocket(app: App): Promise<void> {
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_PAYLOAD } });
}
