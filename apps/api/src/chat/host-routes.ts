import {
  ZHostHandledInput,
  ZHostHandledResponse,
  ZHostQueueQuery,
  ZHostQueueResponse,
  ZHostReplyInput,
  ZHostReplyResponse,
  ZHostRulesResponse,
  LOCALES,
} from '@dating/core/contracts';
import { sites } from '@dating/db/schema';
import { getServerI18n } from '@dating/i18n/server';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../operator/audit';
import { operatorRoute } from '../operator/operator-routes';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import { publish, publishMessage } from './events';
import { hostQueue, hostReply, markHandled } from './host-repo';
import { notifyMessage } from './notify';

/** What a host keeps to when answering as a fictional profile (spec §1; ADR 0015, ADR 0037). */
export const HOST_RULES = [
  'You write as a fictional profile. The member sees the fictional marker on it everywhere; never deny it or say you are a real member.',
  'Never arrange a meeting, a call or a date, and never suggest you can be met in real life.',
  'Never ask for or give contact details (phone, e-mail, social media, addresses) or money, gifts or payments.',
  'Answer in the member’s language, kindly and in the profile’s character; no pressure to buy credits.',
  'If the member seems under 18, in distress or in danger, do not answer: mark the conversation handled and tell a moderator.',
  'The member’s e-mail address and payments are not shown to hosts and must never be asked for.',
];

/**
 * The chat hosts' API (ADR 0015): fictional profiles are answered honestly by the site's chat hosts. Every
 * call needs an operator of role host (or admin), or OPERATOR_TOKEN (ADR 0028); 403 otherwise. Replies and
 * hand-offs are audited. The operator console builds its screens on these calls.
 */
export async function hostRoutes(app: App, operatorToken: string | undefined): Promise<void> {
  const db = app.db.db;
  const access = { token: operatorToken, roles: ['host'] as const };

  app.get('/operator/host-queue.php', {
    config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
    ...operatorRoute(app, access, {
      summary: 'Conversations with fictional profiles awaiting a host',
      description:
        'Conversations where the member wrote after what was ' +
        'handled, oldest waiting first, each with the latest messages, the fictional profile (to stay in ' +
        'character: bio, interests, city) and the member (language, country).',
      querystring: ZHostQueueQuery,
      response: { 200: ZHostQueueResponse, ...errorResponses(400, 403) },
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await hostQueue(db, { limit: request.query.limit ?? 50, now: app.config.now() }) };
    },
  });

  app.get('/operator/host-rules.php', {
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    ...operatorRoute(app, access, {
      summary: 'The disclosure rules hosts keep to',
      description:
        'The house rules for answering as a fictional profile, and the site’s disclosure (its ' +
        '`fictional_warning` and marker) as members read it in every language (ADR 0037).',
      response: { 200: ZHostRulesResponse, ...errorResponses(403, 429) },
    }),
    handler: async (_request, reply) => {
      const [site] = await db
        .select({ name: sites.name, settings: sites.settings })
        .from(sites)
        .where(eq(sites.isDefault, true))
        .limit(1);
      const settings = (site?.settings ?? {}) as { fictional_warning?: string; fictional_singular?: string };
      const text = (language: (typeof LOCALES)[number], key: string | undefined, fallback: string) => {
        if (!key) return fallback;
        const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
        const { t } = getServerI18n(language, ns as 'common');
        const out = (t as unknown as (k: string) => string)(path!);
        return out && out !== path ? out : fallback;
      };
      reply.header('cache-control', 'no-store');
      return {
        site: site?.name ?? '',
        rules: HOST_RULES,
        disclosure: LOCALES.map((language) => ({
          language,
          warning: text(language, settings.fictional_warning, 'Some profiles are fictional.'),
          marker: text(language, settings.fictional_singular, 'Fictional profile'),
        })),
      };
    },
  });

  app.post('/operator/host-reply.php', {
    config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
    ...operatorRoute(app, access, {
      summary: 'Reply as the fictional profile',
      description:
        'A text or a gift from the fictional profile: free for the member (cost 0), ' +
        'stored and numbered like any message, delivered live, and the conversation is handled up to it. A ' +
        'retry with the same `client_id` answers the stored reply. 403 `email_unconfirmed` while the member ' +
        'has not confirmed the e-mail address (spec §6), `forbidden` across a block; 404 when the conversation ' +
        'has no fictional profile.',
      body: ZHostReplyInput,
      response: { 200: ZHostReplyResponse, ...errorResponses(400, 403, 404) },
    }),
    handler: async (request) => {
      const result = await hostReply(db, request.body, app.config.now());
      if (!result.duplicate) {
        await writeAudit(db, app, request, {
          action: 'host.reply',
          subjectType: 'conversation',
          subjectId: result.message.conversation,
          after: { seq: result.message.seq, as: result.fictionalId },
        });
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
    config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
    ...operatorRoute(app, access, {
      summary: 'Take a conversation off the host queue without replying',
      description:
        'Handled up to `seq` (default the newest message); a later message of the ' +
        'member puts it back on the queue. The member gets a `read` event.',
      body: ZHostHandledInput,
      response: { 200: ZHostHandledResponse, ...errorResponses(400, 403, 404) },
    }),
    handler: async (request) => {
      const r = await markHandled(db, request.body.conversation, request.body.seq);
      await writeAudit(db, app, request, {
        action: 'host.handled',
        subjectType: 'conversation',
        subjectId: request.body.conversation,
        after: { handled_seq: r.handledSeq },
      });
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
