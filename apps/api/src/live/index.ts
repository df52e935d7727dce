import { LIVE_CLOSE, LIVE_MAX_FRAME_BYTES } from '@dating/core/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { defineDomain } from '../domains';
import { ApiError } from '../shared/api-error';
import { resolveSession } from '../plugins/app/auth';
import { isAllowedOrigin } from '../plugins/app/origin-check';
import type { App, SessionAuth } from '../types';

export { LiveHub, DEFAULT_LIVE_OPTIONS, type LiveOptions } from './hub';

/** Kept for callers of the old route module. */
export const CLOSE_UNAUTHENTICATED = LIVE_CLOSE.unauthenticated;
export const CLOSE_FORBIDDEN_ORIGIN = LIVE_CLOSE.forbidden;

type Admission = { ok: true; auth: SessionAuth } | { ok: false; code: number; reason: string };

const DESCRIPTION = [
  'WebSocket: upgrade with the session cookie; the protocol is ADR 0016 and `@dating/core/contracts` (live.ts).',
  'Closes 4401 without a valid session (or when the session ends), 4403 for a foreign Origin.',
  'The server sends `hello`, then events: `message`, `read`, `typing`, `like`, `match`, `credits`, `unread`.',
  'The client sends `resume` with its last seen seq per conversation after every connect: the server replays',
  'the gap from the database, then answers `resumed` (message events start after it). `typing` is forwarded',
  'to the other member; `ping` is answered with `pong`.',
  `Frames above ${LIVE_MAX_FRAME_BYTES / 1024} KiB close 1009; a malformed frame 4400; a conversation one is`,
  'not in 4403; a flood 4429; a socket that does not read its events 4503; no pong within a heartbeat 4408.',
].join(' ');

/** The live channel `/api/live` (ADR 0016); the hub itself is `app.live` (src/live/hub.ts). */
export default defineDomain({
  name: 'live',
  routes: async (app: App) => {
    const admissions = new WeakMap<object, Admission>();

    app.route({
      method: 'GET',
      url: '/live',
      schema: { tags: ['live'], summary: 'Live channel (WebSocket)', description: DESCRIPTION },
      // Decide before the upgrade (async), so the handler can attach listeners synchronously.
      preValidation: async (request: FastifyRequest) => {
        let admission: Admission;
        if (!isAllowedOrigin(request.headers.origin, request, app.config.publicOrigin)) {
          admission = { ok: false, code: LIVE_CLOSE.forbidden, reason: 'forbidden origin' };
        } else {
          const auth = await resolveSession(app, request);
          admission = auth
            ? { ok: true, auth }
            : { ok: false, code: LIVE_CLOSE.unauthenticated, reason: 'authentication required' };
        }
        admissions.set(request.raw, admission);
      },
      wsHandler: (socket: WebSocket, request: FastifyRequest) => {
        const admission = admissions.get(request.raw);
        admissions.delete(request.raw);
        if (!admission?.ok) {
          socket.close(
            admission?.code ?? LIVE_CLOSE.unauthenticated,
            admission?.reason ?? 'authentication required',
          );
          return;
        }
        app.live.attach(socket, admission.auth);
      },
      // A plain HTTP GET is not an upgrade: 426 with the envelope.
      handler: async (_request: FastifyRequest, reply: FastifyReply) => {
        reply.header('upgrade', 'websocket');
        throw new ApiError('bad_request', { status: 426 });
      },
    });
  },
});
