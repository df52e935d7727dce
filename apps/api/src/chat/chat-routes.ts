import {
  MESSAGES_PAGE_DEFAULT,
  ZChatState,
  ZDeleteChatInput,
  ZDeleteChatResponse,
  ZMarkReadInput,
  ZMarkReadResponse,
  ZMessagesPage,
  ZMessagesQuery,
  ZSendMessageInput,
  ZSendMessageResponse,
  type TMessagesPage,
} from '@dating/core/contracts';
import { profiles, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/app/auth';
import { ApiError } from '../shared/api-error';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import {
  blocked,
  chatProfiles,
  conversationBetween,
  hideConversations,
  chatState,
  markRead,
  markersOf,
  memberConversation,
  otherMember,
  startedCount,
  totalUnread,
} from './chat-repo';
import { hasSent, messagesPage } from './messages-repo';
import { historyCutoff, refusal } from './chat-rules';
import { chatSettingsFor } from './chat-settings';
import { publish, publishCredits, publishMessage, publishUnread } from './events';
import { notifyMessage } from './notify';
import { sendBatcherFor } from './send-batch';

/** Per member (session cookie) rather than per IP: members behind one NAT do not share a budget. */
const perMember = (request: FastifyRequest) => `chat:${request.cookies['auth._token'] ?? request.ip}`;

const BLOCKED_REASONS = new Set(['email_unconfirmed', 'member_invisible', 'premium_required']);

/** The member routes of the chat (spec §3, §4, §6, §7, §8; ADR 0015). */
export async function chatRoutes(app: App): Promise<void> {
  const db = app.db.db;
  const auth = requireUser(app);
  // Group commit of sends (ADR 0031); PGlite runs one transaction at a time anyway.
  const sends = sendBatcherFor(db, { maxBatch: 200, maxInFlight: app.db.kind === 'pglite' ? 1 : 2 });

  const member = async (id: string) => {
    const [row] = await db
      .select({ paidUser: users.paidUser, credits: users.credits })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!row) throw new ApiError('authentication_required');
    return row;
  };

  app.get('/chats.php', {
    preHandler: auth,
    schema: {
      tags: ['chat'],
      summary: 'The chat state: conversations and unread counts',
      description:
        'Spec §3 chat state: `chats` (conversation id, profile summary with the fictional flag, last message ' +
        'preview, num_unread_messages), newest activity first, and `total_unread_messages` (the Messages ' +
        'badge). Removed conversations are left out until a new message arrives; conversations with a member ' +
        'blocked either way, or hidden or banned by a moderator (ADR 0034), are left out and not counted. ' +
        '`conversations_limit` is 2 for free members (null for premium).',
      security: [{ session: [] }],
      response: { 200: ZChatState, ...errorResponses(403) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      // One statement: the member, the chat settings, the list, unread counts and summaries (ADR 0039).
      return chatState(db, request.auth!.userId, app.config.now());
    },
  });

  app.delete('/chat.php', {
    preHandler: auth,
    schema: {
      tags: ['chat'],
      summary: "Remove a conversation from the caller's list",
      description:
        'Body `{ conversation }` (spec §7) or `{ profile }` (every conversation with that profile, spec §4). ' +
        'For the caller only: the other member keeps the conversation. Its messages up to now stop showing for ' +
        'the caller; a new message brings the conversation back. Idempotent; `removed` counts conversations.',
      security: [{ session: [] }],
      body: ZDeleteChatInput,
      response: { 200: ZDeleteChatResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const me = request.auth!.userId;
      let ids: string[];
      if (request.body.conversation) {
        ids = [(await memberConversation(db, request.body.conversation, me)).id];
      } else {
        const c = await conversationBetween(db, me, request.body.profile!);
        ids = c ? [c.id] : [];
      }
      const removed = await hideConversations(db, me, ids);
      await publishUnread(app, me);
      return { ok: true as const, removed };
    },
  });

  app.get('/messages.php', {
    preHandler: auth,
    config: { rateLimit: { max: 1200, timeWindow: '1 minute', keyGenerator: perMember } },
    schema: {
      tags: ['chat'],
      summary: 'Messages of a conversation, newest page first',
      description:
        'By `conversation`, or by `profile` (the conversation with that member; `conversation: null` and no ' +
        'messages when there is none yet). Pages go from the newest backwards: pass `next_before` as `before` ' +
        'for the older page; messages are oldest first within a page. With the chat history limit set ' +
        '(site setting `chat_history_days`), older messages are left out and `history_limited` says "Older ' +
        'messages are no longer visible". `can_send`/`blocked_reason` say beforehand whether a send would be ' +
        'refused (unconfirmed or invisible member, free start limit). 404 when the other member blocked the viewer (quiet, ADR 0035), 403 `forbidden` when the viewer blocked them.',
      security: [{ session: [] }],
      querystring: ZMessagesQuery,
      response: { 200: ZMessagesPage, ...errorResponses(400, 403, 404, 429) },
    },
    handler: async (request, reply): Promise<TMessagesPage> => {
      reply.header('cache-control', 'private, no-store');
      const me = request.auth!.userId;
      const q = request.query;
      const now = app.config.now();
      const conversation = q.conversation
        ? await memberConversation(db, q.conversation, me)
        : await conversationBetween(db, me, q.profile!);
      const otherId = conversation ? otherMember(conversation, me) : q.profile!;
      if (otherId === me) throw new ApiError('not_found');

      const [people, recipientRow, iBlocked, theyBlocked, settings, sender] = await Promise.all([
        chatProfiles(db, [otherId], now),
        db
          .select({
            status: users.status,
            invisible: users.invisible,
            profileStatus: profiles.status,
            hiddenAt: profiles.moderationHiddenAt,
          })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, otherId))
          .limit(1),
        blocked(db, me, otherId),
        blocked(db, otherId, me),
        chatSettingsFor(db, me),
        member(me),
      ]);
      const profile = people.get(otherId);
      const recipient = recipientRow[0];
      // A member hidden or banned by a moderator (ADR 0034) is gone, as a member who does not exist.
      if (!profile || !recipient || recipient.hiddenAt) throw new ApiError('not_found');
      // Without a conversation, only a profile that is shown at all (as on its profile screen).
      if (
        !conversation &&
        (recipient.profileStatus !== 'active' || recipient.status === 'pending_deletion')
      ) {
        throw new ApiError('not_found');
      }
      // Quiet blocking (ADR 0035): the blocked member sees a conversation that is gone, not who blocked them.
      if (theyBlocked) throw new ApiError('not_found');
      if (iBlocked) throw new ApiError('forbidden');

      const cutoff = historyCutoff(settings.historyDays, now);
      const markers = conversation
        ? await markersOf(db, conversation.id, me)
        : { myRead: 0, myHidden: 0, theirRead: 0 };
      const page = conversation
        ? await messagesPage(db, {
            conversationId: conversation.id,
            hiddenUpTo: markers.myHidden,
            before: q.before,
            limit: q.limit ?? MESSAGES_PAGE_DEFAULT,
            cutoff,
          })
        : { messages: [], nextBefore: null, historyLimited: false };

      const refused = refusal({
        sender: { id: me, paidUser: sender.paidUser },
        recipient: {
          id: otherId,
          status: recipient.status,
          invisible: recipient.invisible,
          profileActive: recipient.profileStatus === 'active',
          name: profile.name,
        },
        blockedBySender: false,
        blockedByRecipient: false,
        conversation: conversation ? { recipientHasSent: await hasSent(db, conversation.id, otherId) } : null,
        startedBySender: conversation || sender.paidUser ? 0 : await startedCount(db, me),
      });
      const reason = !refused
        ? null
        : BLOCKED_REASONS.has(refused.code)
          ? (refused.code as 'email_unconfirmed' | 'member_invisible' | 'premium_required')
          : 'unavailable';
      return {
        conversation: conversation?.id ?? null,
        profile,
        messages: page.messages,
        next_before: page.nextBefore,
        history_limited: page.historyLimited,
        last_seq: conversation?.lastSeq ?? 0,
        my_last_read_seq: markers.myRead,
        their_last_read_seq: markers.theirRead,
        can_send: reason === null && profile.available,
        blocked_reason: reason ?? (profile.available ? null : 'unavailable'),
      };
    },
  });

  app.post('/messages.php', {
    preHandler: auth,
    config: { rateLimit: { max: 1200, timeWindow: '1 minute', keyGenerator: perMember } },
    schema: {
      tags: ['chat'],
      summary: 'Send a message (and start the conversation)',
      description:
        'Exactly one of `conversation` or `profile` (starts the conversation when there is none: `started`). ' +
        'Kind `text` (`body`), `photo` (`photo`: an id from POST /api/chat-photo.php) or `gift` (`gift`: a ' +
        'key of GET /api/gifts.php). Costs the site settings `message_credits`, `photo_credits` or ' +
        '`gift_credits`: the debit, the ledger entry and the message are one transaction and the balance never ' +
        'goes below zero; sends of the same moment share that transaction (group commit, ADR 0031), each ' +
        'decided as if alone, and the answer comes after the commit. `client_id` is generated once per message: a retry with the same id answers the ' +
        'stored message (`duplicate: true`) and charges nothing. Refusals: 402 `insufficient_credits` ("You do ' +
        'not have enough credits to send this message", buy at /credits); 403 `premium_required` (a free ' +
        "member's 3rd conversation), `email_unconfirmed` (the member has not confirmed the e-mail address " +
        'yet), `member_invisible` (invisible members must write first), `forbidden` (the sender blocked the ' +
        'recipient), `authentication_required` (visitor); 404 unknown member or conversation, or a recipient ' +
        'who blocked the sender (quiet, ADR 0035).',
      security: [{ session: [] }],
      body: ZSendMessageInput,
      response: { 200: ZSendMessageResponse, ...errorResponses(400, 402, 403, 404, 409, 429) },
    },
    // The hot path (ADR 0031): the 200 answer is built field by field below from what the send wrote
    // (`toMessage`), so it is written with JSON.stringify instead of being parsed by zod again on the way out;
    // the route tests parse it with ZSendMessageResponse. Errors keep zod.
    serializerCompiler: (route) =>
      route.httpStatus === '200'
        ? (data: unknown) => JSON.stringify(data)
        : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]),
    handler: async (request) => {
      const me = request.auth!.userId;
      const result = await sends.send(me, request.body, app.config.now());
      if (!result.duplicate) {
        publishMessage(app, result.message, [me, result.recipientId]);
        if (result.charged > 0) publishCredits(app, me, result.credits);
        notifyMessage(app, {
          conversationId: result.message.conversation,
          seq: result.message.seq,
          senderId: me,
          recipientId: result.recipientId,
          started: result.started,
        });
      }
      return {
        message: result.message,
        credits: result.credits,
        charged: result.charged,
        duplicate: result.duplicate,
        started: result.started,
      };
    },
  });

  app.post('/chat-read.php', {
    preHandler: auth,
    config: { rateLimit: { max: 1200, timeWindow: '1 minute', keyGenerator: perMember } },
    schema: {
      tags: ['chat'],
      summary: 'Mark a conversation read',
      description:
        'Spec §4: opening a conversation sets its unread count to 0. Moves the read marker up to `seq` (default ' +
        'the newest; never backwards). The other member gets a `read` event (read receipts), the caller an ' +
        '`unread` event with the new total.',
      security: [{ session: [] }],
      body: ZMarkReadInput,
      response: { 200: ZMarkReadResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request) => {
      const me = request.auth!.userId;
      const c = await memberConversation(db, request.body.conversation, me);
      const upTo = Math.min(request.body.seq ?? c.lastSeq, c.lastSeq);
      const seq = await markRead(db, c.id, me, upTo);
      const total = await totalUnread(db, me);
      publish(app, [c.memberA, c.memberB], { type: 'read', conversation: c.id, seq, user_id: me });
      publish(app, [me], { type: 'unread', total });
      return { conversation: c.id, seq, total_unread_messages: total };
    },
  });
}
