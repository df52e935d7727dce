// The chat's mail job (issue 12 item 4, ADR 0015): message mails held back while the recipient was online are
// sent an hour later if the message is still unread, and members with messages unread for over a day get the
// unread-message reminder. Both honour the e-mail preferences and `notifications_disabled`.
import type { TLocale } from '@dating/core/contracts';
import { queryRows, type Db } from '@dating/db';
import { chatMailLog, conversations } from '@dating/db/schema';
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  MESSAGE_MAIL_INTERVAL_MS,
  alreadyRead,
  claimMailSlot,
  mailSiteOf,
  memberFacts,
  sendChatMail,
} from '../chat/notify';
import { getNotifications } from '../notifications/notifications-repo';
import type { App } from '../types';
import { intervalJob } from './purge-scheduler';

/** A message counts for the reminder once it has been unread this long. */
export const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
/** Messages older than this are never reminded of. */
export const REMINDER_LOOKBACK_MS = 14 * 24 * 60 * 60 * 1000;
/** At most this many held mails and reminders per run; the next run continues. */
export const CHAT_MAIL_BATCH = 200;

export interface ChatMailRunResult {
  held: number;
  mailed: number;
  reminded: number;
}

/** Held message mails whose hour is over: mailed when still unread, dropped when read. */
async function sendHeldMails(app: App, now: Date): Promise<{ held: number; mailed: number }> {
  const db = app.db.db;
  const cutoff = new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS);
  const rows = await db
    .select({
      conversationId: chatMailLog.conversationId,
      userId: chatMailLog.userId,
      seq: chatMailLog.pendingSeq,
      since: chatMailLog.pendingSince,
      memberA: conversations.memberA,
      memberB: conversations.memberB,
    })
    .from(chatMailLog)
    .innerJoin(conversations, eq(conversations.id, chatMailLog.conversationId))
    .where(lte(chatMailLog.pendingSince, cutoff))
    .limit(CHAT_MAIL_BATCH);
  let mailed = 0;
  for (const r of rows) {
    // Take the hold (only if no newer run or send changed it), then decide.
    const taken = await db
      .update(chatMailLog)
      .set({ pendingSeq: null, pendingSince: null })
      .where(
        and(
          eq(chatMailLog.conversationId, r.conversationId),
          eq(chatMailLog.userId, r.userId),
          eq(chatMailLog.pendingSince, r.since!),
        ),
      )
      .returning({ userId: chatMailLog.userId });
    if (taken.length === 0 || r.seq === null) continue;
    if (await alreadyRead(db, r.conversationId, r.userId, r.seq)) continue;
    const senderId = r.memberA === r.userId ? r.memberB : r.memberA;
    const [recipient, sender] = await Promise.all([memberFacts(db, r.userId), memberFacts(db, senderId)]);
    if (!recipient || !sender || recipient.fictional || recipient.status === 'pending_deletion') continue;
    if ((recipient.disabled ?? []).length > 0) continue;
    const prefs = await getNotifications(db, r.userId);
    if (!prefs.preferences.email.new_messages) continue;
    const site = await mailSiteOf(app, recipient.siteId);
    if (!site) continue;
    if (!(await claimMailSlot(db, r.conversationId, r.userId, now))) continue;
    await sendChatMail(app, {
      kind: 'new_message',
      conversationId: r.conversationId,
      recipient,
      sender,
      site,
    });
    mailed += 1;
  }
  return { held: rows.length, mailed };
}

type ReminderCandidate = {
  user_id: string;
  unread: number;
  conversation_ids: string[];
};

/**
 * Members due an unread-message reminder: unread messages (after their read marker and what they removed,
 * from a member not blocked either way, in the last 14 days) of which at least one is over a day old and newer
 * than their last reminder. Real, active members only, with no disabled notifications.
 */
async function reminderCandidates(db: Db, now: Date): Promise<ReminderCandidate[]> {
  const dueBefore = new Date(now.getTime() - REMINDER_AFTER_MS).toISOString();
  const since = new Date(now.getTime() - REMINDER_LOOKBACK_MS).toISOString();
  return queryRows<ReminderCandidate>(
    db,
    sql`
      with unread as (
        select c.id as conversation_id, side.uid as user_id, m.created_at
        from conversations c
        cross join lateral (values (c.member_a, c.member_b), (c.member_b, c.member_a)) as side(uid, other)
        join messages m on m.conversation_id = c.id and m.sender_id = side.other
        left join read_markers rm on rm.conversation_id = c.id and rm.user_id = side.uid
        where c.last_message_at > ${since}::timestamptz
          and m.created_at > ${since}::timestamptz
          and m.seq > coalesce(rm.last_read_seq, 0)
          and m.seq > coalesce(rm.hidden_up_to_seq, 0)
          and not exists (
            select 1 from blocks b
            where (b.blocker_id = side.uid and b.blocked_id = side.other)
               or (b.blocker_id = side.other and b.blocked_id = side.uid)
          )
      ),
      last_reminder as (
        select user_id, max(reminded_at) as at from chat_mail_log group by user_id
      )
      select u.user_id, count(*)::int as unread, array_agg(distinct u.conversation_id) as conversation_ids
      from unread u
      join users us on us.id = u.user_id
      join profiles p on p.user_id = u.user_id
      left join last_reminder lr on lr.user_id = u.user_id
      where us.status = 'active'
        and cardinality(us.notifications_disabled) = 0
        and not p.fictional
      group by u.user_id, lr.at
      having bool_or(u.created_at <= ${dueBefore}::timestamptz
                     and (lr.at is null or u.created_at > lr.at))
      order by min(u.created_at)
      limit ${CHAT_MAIL_BATCH}
    `,
  );
}

/** Sends the due unread-message reminders; answers how many went out. */
async function sendReminders(app: App, now: Date): Promise<number> {
  const db = app.db.db;
  let sent = 0;
  for (const c of await reminderCandidates(db, now)) {
    const ids = Array.isArray(c.conversation_ids) ? c.conversation_ids : [];
    // Record first: a failed mail is not retried every run (the next unread message brings a new one).
    await db
      .insert(chatMailLog)
      .values(ids.map((conversationId) => ({ conversationId, userId: c.user_id, remindedAt: now })))
      .onConflictDoUpdate({
        target: [chatMailLog.conversationId, chatMailLog.userId],
        set: { remindedAt: now },
      });
    const prefs = await getNotifications(db, c.user_id);
    if (!prefs.preferences.email.unread_message_reminders) continue;
    const member = await memberFacts(db, c.user_id);
    if (!member) continue;
    const site = await mailSiteOf(app, member.siteId);
    if (!site) continue;
    await app.mailer.send({
      kind: 'unread_reminder',
      to: member.email,
      locale: member.language as TLocale,
      site,
      data: {
        name: member.name,
        count: Number(c.unread),
        link: `${app.config.publicUrl.replace(/\/+$/, '')}/chats`,
      },
      userId: c.user_id,
    });
    sent += 1;
  }
  return sent;
}

/** `chat_mail_log` has no foreign keys (see the schema): rows of removed conversations go here. */
async function forgetGoneConversations(db: Db): Promise<void> {
  await db.execute(
    sql`delete from chat_mail_log l where not exists (select 1 from conversations c where c.id = l.conversation_id)`,
  );
}

/** One run of the chat-mail job with the app's clock. */
export async function runChatMailJob(app: App): Promise<ChatMailRunResult> {
  const now = app.config.now();
  await forgetGoneConversations(app.db.db);
  const { held, mailed } = await sendHeldMails(app, now);
  const reminded = await sendReminders(app, now);
  return { held, mailed, reminded };
}

/** Runs the chat-mail job at start and every `intervalMs` (`intervalJob`: runs never overlap). */
export const startChatMailScheduler = intervalJob(
  { event: 'chat_mail_failed', msg: 'chat mail job failed' },
  async (app) => {
    const r = await runChatMailJob(app);
    if (r.mailed > 0 || r.reminded > 0) app.log.info({ event: 'chat_mail', ...r }, 'chat mails sent');
  },
);
