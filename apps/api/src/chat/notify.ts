// Notifications for chat messages (issue 12 item 4, ADR 0015): after a message is committed, the recipient gets
// a content-free web push and, at most once an hour per conversation, an e-mail in their language. Both honour
// the recipient's preferences of /notifications; mail also `notifications_disabled`. Started after the commit
// and never awaited by the send: a failure is logged, the send has already answered.
import type { TLocale } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { chatMailLog, profiles, readMarkers, sites, users } from '@dating/db/schema';
import { chatPushTexts, type MailSite } from '@dating/mail';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { getNotifications } from '../notifications/notifications-repo';
import type { App } from '../types';

/** At most one message mail per conversation and recipient within this window. */
export const MESSAGE_MAIL_INTERVAL_MS = 60 * 60 * 1000;

export interface MessageNotice {
  conversationId: string;
  seq: number;
  senderId: string;
  recipientId: string;
  /** The send created the conversation: `new_conversation` instead of `new_message`. */
  started: boolean;
}

/**
 * Notifications still running, per app, so tests (and a graceful shutdown) can wait for them. Keyed by the app's
 * `config` object: routes get an encapsulated child instance, which shares the root's decorations.
 */
const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `work` after a send's commit without holding up the answer, tracked so `settleMessageNotifications` can
 * wait for it; a failure is logged with `failure`, never thrown.
 */
export function afterSend(app: App, failure: string, work: () => Promise<void>, log: object = {}): void {
  const set = pending.get(app.config) ?? new Set<Promise<void>>();
  pending.set(app.config, set);
  const p = work()
    .catch((err: unknown) => {
      app.log.error({ err, ...log }, failure);
    })
    .finally(() => {
      set.delete(p);
    });
  set.add(p);
}

/**
 * Starts the notifications of a committed message without waiting for them. Call it after the transaction,
 * never inside; it never throws.
 */
export function notifyMessage(app: App, notice: MessageNotice): void {
  afterSend(app, 'message notification failed', () => deliverMessageNotifications(app, notice), {
    conversation: notice.conversationId,
  });
}

/** Resolves when every notification (and unread count) started so far on this app has finished. */
export async function settleMessageNotifications(app: App): Promise<void> {
  const set = pending.get(app.config);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}

/** The columns of a member as notifications need them: address, language, state, site, name, fictional flag. */
const memberColumns = {
  id: users.id,
  email: users.email,
  language: users.language,
  status: users.status,
  disabled: users.notificationsDisabled,
  siteId: users.siteId,
  name: profiles.name,
  fictional: profiles.fictional,
};

/** The member as notifications need them (see `memberColumns`). */
export async function memberFacts(db: Db, id: string) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Both members of a notice and how far each has read the conversation, in one statement. */
async function noticeFacts(db: Db, n: MessageNotice) {
  const rows = await db
    .select({
      ...memberColumns,
      readSeq: sql<string | number | null>`(select rm.last_read_seq from ${readMarkers} rm
        where rm.conversation_id = ${n.conversationId} and rm.user_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [n.recipientId, n.senderId]));
  const recipient = rows.find((r) => r.id === n.recipientId);
  const sender = rows.find((r) => r.id === n.senderId);
  return recipient && sender ? { recipient, sender, read: Number(recipient.readSeq ?? 0) } : null;
}

/** Site branding changes rarely: each process keeps it this long (mails name the site and its support address). */
const SITE_TTL_MS = 30_000;
const siteCache = new WeakMap<object, Map<string, { at: number; site: Promise<MailSite | null> }>>();

/** The branding of the recipient's site (`users.site_id`, else the default site), cached `SITE_TTL_MS`. */
export function mailSiteOf(app: App, siteId: string | null): Promise<MailSite | null> {
  const cache =
    siteCache.get(app.config) ?? new Map<string, { at: number; site: Promise<MailSite | null> }>();
  siteCache.set(app.config, cache);
  const key = siteId ?? '';
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < SITE_TTL_MS) return hit.site;
  const site = loadMailSite(app, siteId);
  cache.set(key, { at: Date.now(), site });
  // A failed read is not kept.
  site.catch(() => cache.delete(key));
  return site;
}

async function loadMailSite(app: App, siteId: string | null): Promise<MailSite | null> {
  const [site] = await app.db.db
    .select({ name: sites.name, company: sites.company, settings: sites.settings })
    .from(sites)
    .where(or(eq(sites.id, siteId ?? '00000000-0000-0000-0000-000000000000'), eq(sites.isDefault, true)))
    .orderBy(desc(sql`${sites.id} = ${siteId ?? '00000000-0000-0000-0000-000000000000'}`))
    .limit(1);
  if (!site) return null;
  const settings = (site.settings ?? {}) as { support_email?: unknown };
  return {
    name: site.name,
    publicUrl: app.config.publicUrl,
    supportEmail: typeof settings.support_email === 'string' ? settings.support_email : '',
    company: site.company as MailSite['company'],
  };
}

/** The recipient has read up to `seq` already (the conversation was open). */
export async function alreadyRead(
  db: Db,
  conversationId: string,
  userId: string,
  seq: number,
): Promise<boolean> {
  const [row] = await db
    .select({ seq: readMarkers.lastReadSeq })
    .from(readMarkers)
    .where(and(eq(readMarkers.conversationId, conversationId), eq(readMarkers.userId, userId)))
    .limit(1);
  return (row?.seq ?? 0) >= seq;
}

/**
 * Claims the hourly mail slot of (conversation, recipient) in one statement: true when no mail went out in the
 * last hour (and records `now`), false otherwise. Concurrent sends cannot both claim it.
 */
export async function claimMailSlot(
  db: Db,
  conversationId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS);
  const rows = await db
    .insert(chatMailLog)
    .values({ conversationId, userId, mailedAt: now })
    .onConflictDoUpdate({
      target: [chatMailLog.conversationId, chatMailLog.userId],
      set: { mailedAt: now, pendingSeq: null, pendingSince: null },
      setWhere: sql`${chatMailLog.mailedAt} is null or ${chatMailLog.mailedAt} <= ${cutoff.toISOString()}::timestamptz`,
    })
    .returning({ at: chatMailLog.mailedAt });
  return rows.length > 0;
}

type MemberFacts = NonNullable<Awaited<ReturnType<typeof memberFacts>>>;

/** Records a mail held back while the recipient is online (the first hold's time, the newest seq). */
async function holdMail(db: Db, conversationId: string, userId: string, seq: number, now: Date) {
  await db
    .insert(chatMailLog)
    .values({ conversationId, userId, pendingSeq: seq, pendingSince: now })
    .onConflictDoUpdate({
      target: [chatMailLog.conversationId, chatMailLog.userId],
      set: {
        pendingSeq: sql`greatest(coalesce(${chatMailLog.pendingSeq}, 0), excluded.pending_seq)`,
        pendingSince: sql`coalesce(${chatMailLog.pendingSince}, excluded.pending_since)`,
      },
    });
}

/** Sends a new-conversation or new-message mail (the caller checked preferences and claimed the slot). */
export async function sendChatMail(
  app: App,
  o: {
    kind: 'new_conversation' | 'new_message';
    conversationId: string;
    recipient: MemberFacts;
    sender: MemberFacts;
    site: MailSite;
  },
): Promise<void> {
  await app.mailer.send({
    kind: o.kind,
    to: o.recipient.email,
    locale: o.recipient.language as TLocale,
    site: o.site,
    data: {
      name: o.recipient.name,
      sender: o.sender.name,
      fictional: o.sender.fictional,
      link: `${app.config.publicUrl.replace(/\/+$/, '')}/chats/${o.conversationId}`,
    },
    userId: o.recipient.id,
  });
}

async function deliverMessageNotifications(app: App, n: MessageNotice): Promise<void> {
  const db = app.db.db;
  const facts = await noticeFacts(db, n);
  // Messages to a fictional profile go to the host queue: nobody is notified.
  if (!facts || facts.recipient.fictional) return;
  const { recipient, sender } = facts;
  if (recipient.status === 'pending_deletion') return;
  const kind = n.started ? 'new_conversation' : 'new_message';
  const prefKey = n.started ? 'new_conversations' : 'new_messages';
  const prefs = await getNotifications(db, n.recipientId);
  const site = await mailSiteOf(app, recipient.siteId);
  const siteName = site?.name ?? '';
  const locale = recipient.language as TLocale;
  const path = `/chats/${n.conversationId}`;

  const push = async () => {
    if (!app.push || !prefs.preferences.push[prefKey]) return;
    const texts = chatPushTexts(locale, { kind, fictional: sender.fictional, site: siteName });
    await app.push.sendToMember(n.recipientId, {
      kind: prefKey,
      title: texts.title,
      body: texts.body,
      checkUrl: path,
      openUrl: '/',
      tag: `chat-${n.conversationId}`,
    });
  };

  const mail = async () => {
    if (!site || !prefs.preferences.email[prefKey]) return;
    // Bounced, complained or unsubscribed addresses get nothing.
    if ((recipient.disabled ?? []).length > 0) return;
    if (facts.read >= n.seq) return;
    if ((app.live?.socketsOf(n.recipientId) ?? 0) > 0) {
      // Online now: the message reaches them live. The chat-mail job mails it in an hour if still unread.
      await holdMail(db, n.conversationId, n.recipientId, n.seq, app.config.now());
      return;
    }
    if (!(await claimMailSlot(db, n.conversationId, n.recipientId, app.config.now()))) return;
    await sendChatMail(app, { kind, conversationId: n.conversationId, recipient, sender, site });
  };

  const results = await Promise.allSettled([push(), mail()]);
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected') {
      app.log.error(
        { err: r.reason, conversation: n.conversationId, channel: i === 0 ? 'push' : 'email' },
        'message notification failed',
      );
    }
  }
}
