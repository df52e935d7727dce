import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { resolveSession } from '../plugins/app/auth';
import { isAllowedOrigin } from '../plugins/app/origin-check';
import type { App, SessionAuth } from '../types';

export const CLOSE_UNAUTHENTICATED = 4401;
export const CLOSE_FORBIDDEN_ORIGIN = 4403;

const ZClientMessage = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);

type Admission = { ok: true; auth: SessionAuth } | { ok: false; code: number; reason: string };

/**
 * The live channel (spec: new messages, likes, counters). For now: cookie-authenticated, Origin-checked,
 * greets with `hello` and answers `ping` with `pong`. Events arrive in a later issue.
 */
export async function liveRoutes(app: App): Promise<void> {
  const admissions = new WeakMap<object, Admission>();

  app.route({
    method: 'GET',
    url: '/live',
    schema: {
      tags: ['live'],
      summary: 'Live channel (WebSocket)',
      description:
        'Upgrade with the session cookie. Closes 4401 without a valid session, 4403 for a foreign Origin. ' +
        'Server sends `{"type":"hello","user_id":…}`; answers `{"type":"ping"}` with `{"type":"pong"}`. Frames up to 16 KiB.',
    },
    // Decide before the upgrade (async), so the handler can attach listeners synchronously.
    preValidation: async (request: FastifyRequest) => {
      let admission: Admission;
      if (!isAllowedOrigin(request.headers.origin, request, app.config.publicOrigin)) {
        admission = { ok: false, code: CLOSE_FORBIDDEN_ORIGIN, reason: 'forbidden origin' };
      } else {
        const auth = await resolveSession(app, request);
        admission = auth
          ? { ok: true, auth }
          : { ok: false, code: CLOSE_UNAUTHENTICATED, reason: 'authentication required' };
      }
      admissions.set(request.raw, admission);
    },
    wsHandler: (socket: WebSocket, request: FastifyRequest) => {
      const admission = admissions.get(request.raw);
      if (!admission?.ok) {
        socket.close(
          admission?.code ?? CLOSE_UNAUTHENTICATED,
          admission?.reason ?? 'authentication required',
        );
        return;
      }
      socket.on('message', (data, isBinary) => {
        let parsed: unknown;
        try {
          parsed = isBinary ? null : JSON.parse(data.toString());
        } catch {
          parsed = null;
        }
        const msg = ZClientMessage.safeParse(parsed);
        if (!msg.success) {
          socket.send(JSON.stringify({ type: 'error', code: 'bad_request' }));
          return;
        }
        socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.send(JSON.stringify({ type: 'hello', user_id: admission.auth.userId }));
    },
    // A plain HTTP GET is not an upgrade: 426 with the envelope.
    handler: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('upgrade', 'websocket');
      throw new ApiError('bad_request', { status: 426 });
    },
  });
}
