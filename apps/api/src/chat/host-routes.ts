import {
  ZHostHandledInput,
  ZHostHandledResponse,
  ZHostQueueQuery,
  ZHostQueueResponse,
  ZHostReplyInput,
  ZHostReplyResponse,
} from '@dating/core/contracts';
import { isOperator } from '../operator/operator-routes';
import { ApiError } from '../shared/api-error';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import { publish, publishMessage } from './events';
import { hostQueue, hostReply, markHandled } from './host-repo';
import { notifyMessage } from './notify';

/**
 * The chat hosts' API (ADR 0015): fictional profiles are answered honestly by the site's chat hosts. Served
 * only when OPERATOR_TOKEN is set; every call needs it as a bearer token (403 otherwise). The operator console
 * builds its screens on these calls.
 */
export async function hostRoutes(app: App, operatorToken: string): Promise<void> {
  const db = app.db.db;
  const operatorOnly = async (request: Parameters<typeof isOperator>[0]) => {
    if (!isOperator(request, operatorToken)) throw new ApiError('forbidden');
  };

  app.get('/operator/host-queue.php', {
    onRequest: operatorOnly,
    config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
    schema: {
      tags: ['operator'],
      summary: 'Conversations with fictional profiles awaiting a host',
      description:
        'Needs `Authorization: Bearer <OPERATOR_TOKEN>`. Conversations where the member wrote after what was ' +
        'handled, oldest waiting first, each with the latest messages, the fictional profile (to stay in ' +
        'character: bio, interests, city) and the member (language, country).',
      security: [{ operator: [] }],
      querystring: ZHostQueueQuery,
      response: { 200: ZHostQueueResponse, ...errorResponses(400, 403) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await hostQueue(db, { limit: request.query.limit ?? 50, now: app.config.now() }) };
    },
  });

  app.post('/operator/host-reply.php', {
    onRequest: operatorOnly,
    config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
    schema: {
      tags: ['operator'],
      summary: 'Reply as the fictional profile',
      description:
        'Needs the operator token. A text or a gift from the fictional profile: free for the member (cost 0), ' +
        'stored and numbered like any message, delivered live, and the conversation is handled up to it. A ' +
        'retry with the same `client_id` answers the stored reply. 403 `email_unconfirmed` while the member ' +
        'has not confirmed the e-mail address (spec §6), `forbidden` across a block; 404 when the conversation ' +
        'has no fictional profile.',
      security: [{ operator: [] }],
      body: ZHostReplyInput,
      response: { 200: ZHostReplyResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const result = await hostReply(db, request.body, app.config.now());
      if (!result.duplicate) {
        publishMessage(app, result.message, [result.fictionalId, result.memberId]);
        notifyMessage(app, {
          conversationId: result.message.conversation,
          seq: result.message.seq,
          senderId: result.fictionalId,
          recipientId: result.memberId,
          started: false,
        });
      }
      return { message: result.message, duplicate: result.duplicate };
    },
  });

  app.post('/operator/host-handled.php', {
    onRequest: operatorOnly,
    config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
    schema: {
      tags: ['operator'],
      summary: 'Take a conversation off the host queue without replying',
      description:
        'Needs the operator token. Handled up to `seq` (default the newest message); a later message of the ' +
        'member puts it back on the queue. The member gets a `read` event.',
      security: [{ operator: [] }],
      body: ZHostHandledInput,
      response: { 200: ZHostHandledResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const r = await markHandled(db, request.body.conversation, request.body.seq);
      publish(app, [r.memberId], {
        type: 'read',
        conversation: request.body.conversation,
        seq: r.handledSeq,
        user_id: r.fictionalId,
      });
      return { ok: true as const, handled_seq: r.handledSeq };
    },
  });
}
