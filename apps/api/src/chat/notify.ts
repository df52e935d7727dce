// Notifications for chat messages (issue 12 item 4, ADR 0015): after a message is committed, the recipient gets
// a content-free web push and, at most once an hour per conversation, an e-mail in their language. Both honour
// the recipient's preferences of /notifications; mail also `notifications_disabled`. Started after the commit
// and never awaited by the send: a failure is logged, the send has already answered.
import {
  EMAIL_PREFERENCES,
  PUSH_PREFERENCES,
  type TLocale,
  type TNotificationsResponse,
} from '@dating/core/contracts';
import { queryRows, type Db } from '@dating/db';
import { chatMailLog, profiles, readMarkers, sites, users } from '@dating/db/schema';
import { chatPushTexts, type MailSite } from '@dating/mail';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { DEFAULT_EMAIL_PREFERENCES, DEFAULT_PUSH_PREFERENCES } from '../accounts/signup-repo';
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
 * Notices are gathered this long before they are delivered together: a push or a mail is not instant anyway,
 * and the statements of a delivery (ADR 0031) are then per gathering instead of per event-loop turn.
 */
export const NOTICE_GATHER_MS = 20;

/** Notices waiting for the next delivery, per app (keyed like `pending`); one delivery runs at a time. */
const queued = new WeakMap<object, { notices: MessageNotice[]; draining: boolean }>();

/**
 * Starts the notifications of a committed message without waiting for them. Call it after the transaction,
 * never inside; it never throws. The notices of `NOTICE_GATHER_MS` (and those arriving while a delivery runs)
 * are delivered together: one statement reads every member, read marker, preference and whether a push
 * subscription exists, one holds the mails of the members who are online, one claims the hourly slots of those
 * offline.
 */
export function notifyMessage(app: App, notice: MessageNotice): void {
  let queue = queued.get(app.config);
  if (!queue) {
    queue = { notices: [], draining: false };
    queued.set(app.config, queue);
  }
  queue.notices.push(notice);
  if (queue.draining) return;
  queue.draining = true;
  const q = queue;
  afterSend(
    app,
    'message notification failed',
    async () => {
      await new Promise<void>((resolve) => setTimeout(resolve, NOTICE_GATHER_MS));
      try {
        while (q.notices.length > 0) {
          const batch = q.notices.splice(0);
          await deliverMessageNotifications(app, batch).catch((err: unknown) => {
            app.log.error({ err, conversation: batch[0]?.conversationId }, 'message notification failed');
          });
        }
      } finally {
        q.draining = false;
      }
    },
    { conversation: notice.conversationId },
  );
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

type NoticeMember = MemberFacts & {
  preferences: TNotificationsResponse['preferences'];
  hasPush: boolean;
};

/** The preferences of `getNotifications` (a missing row is the default) from the member's rows. */
function preferencesFrom(rows: [string, string, boolean][] | null): TNotificationsResponse['preferences'] {
  const email = { ...DEFAULT_EMAIL_PREFERENCES };
  const push = { ...DEFAULT_PUSH_PREFERENCES };
  for (const [channel, key, enabled] of rows ?? []) {
    if (channel === 'email' && (EMAIL_PREFERENCES as readonly string[]).includes(key)) {
      email[key as keyof typeof email] = enabled;
    } else if (channel === 'push' && (PUSH_PREFERENCES as readonly string[]).includes(key)) {
      push[key as keyof typeof push] = enabled;
    }
  }
  return { email, push };
}

/**
 * Every member of the notices (notification columns, preferences, whether they have a push subscription) and
 * how far each recipient has read each conversation, in ONE statement.
 */
async function noticeFacts(db: Db, notices: MessageNotice[]) {
  const ids = [...new Set(notices.flatMap((n) => [n.senderId, n.recipientId]))];
  const pairs = notices.map((n) => ({ c: n.conversationId, u: n.recipientId }));
  const [row] = await queryRows<{ members: unknown; markers: unknown }>(
    db,
    sql`select
          (select json_agg(json_build_object('id', u.id, 'email', u.email, 'language', u.language,
             'status', u.status, 'disabled', u.notifications_disabled, 'siteId', u.site_id, 'name', p.name,
             'fictional', p.fictional,
             'prefs', (select json_agg(json_build_array(np.channel, np.key, np.enabled))
                       from notification_preferences np where np.user_id = u.id),
             'hasPush', exists (select 1 from push_subscriptions ps where ps.user_id = u.id)))
           from users u join profiles p on p.user_id = u.id
           where u.id in (select x::uuid from json_array_elements_text(${JSON.stringify(ids)}::json) x)) as members,
          (select json_agg(json_build_array(rm.conversation_id, rm.user_id, rm.last_read_seq))
           from read_markers rm
           join json_to_recordset(${JSON.stringify(pairs)}::json) as q(c uuid, u uuid)
             on rm.conversation_id = q.c and rm.user_id = q.u) as markers`,
  );
  const parse = <T>(v: unknown): T[] => ((typeof v === 'string' ? JSON.parse(v) : v) as T[] | null) ?? [];
  const members = new Map<string, NoticeMember>();
  for (const m of parse<MemberFacts & { prefs: [string, string, boolean][] | null; hasPush: boolean }>(
    row?.members,
  )) {
    const { prefs, ...rest } = m;
    members.set(m.id, { ...rest, disabled: rest.disabled ?? [], preferences: preferencesFrom(prefs) });
  }
  const read = new Map<string, number>();
  for (const [c, u, seq] of parse<[string, string, number]>(row?.markers))
    read.set(`${c}\n${u}`, Number(seq));
  return { members, read: (n: MessageNotice) => read.get(`${n.conversationId}\n${n.recipientId}`) ?? 0 };
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

/**
 * Records mails held back while their recipients are online, in one statement (the first hold's time, the
 * newest seq per conversation and recipient).
 */
async function holdMails(
  db: Db,
  holds: { conversationId: string; userId: string; seq: number }[],
  now: Date,
) {
  if (holds.length === 0) return;
  const newest = new Map<string, { c: string; u: string; seq: number }>();
  for (const h of holds) {
    const key = `${h.conversationId}\n${h.userId}`;
    const had = newest.get(key);
    if (!had || had.seq < h.seq) newest.set(key, { c: h.conversationId, u: h.userId, seq: h.seq });
  }
  await db.execute(
    sql`insert into chat_mail_log (conversation_id, user_id, pending_seq, pending_since)
        select q.c, q.u, q.seq, ${now.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify([...newest.values()])}::json) as q(c uuid, u uuid, seq bigint)
        on conflict (conversation_id, user_id) do update
          set pending_seq = greatest(coalesce(chat_mail_log.pending_seq, 0), excluded.pending_seq),
              pending_since = coalesce(chat_mail_log.pending_since, excluded.pending_since)`,
  );
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

/**
 * Claims the hourly mail slots of several (conversation, recipient) pairs in ONE statement, with the same rule
 * as `claimMailSlot` for each: answers the pairs (`${conversation}\n${recipient}`) whose slot was free and is
 * now taken (`now` recorded, a held mail cleared).
 */
export async function claimMailSlots(
  db: Db,
  slots: { conversationId: string; userId: string }[],
  now: Date,
): Promise<Set<string>> {
  // A pair twice in one insert … on conflict would touch its row twice (an error): once each.
  const pairs = new Map(
    slots.map((s) => [`${s.conversationId}\n${s.userId}`, { c: s.conversationId, u: s.userId }]),
  );
  if (pairs.size === 0) return new Set();
  const cutoff = new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS);
  const rows = await queryRows<{ c: string; u: string }>(
    db,
    sql`insert into chat_mail_log (conversation_id, user_id, mailed_at)
        select q.c, q.u, ${now.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify([...pairs.values()])}::json) as q(c uuid, u uuid)
        on conflict (conversation_id, user_id) do update
          set mailed_at = excluded.mailed_at, pending_seq = null, pending_since = null
          where chat_mail_log.mailed_at is null or chat_mail_log.mailed_at <= ${cutoff.toISOString()}::timestamptz
        returning conversation_id as c, user_id as u`,
  );
  return new Set(rows.map((r) => `${r.c}\n${r.u}`));
}

/**
 * The notifications of a batch of committed messages. Several messages to one recipient in one conversation
 * are one notice (the newest seq; "new conversation" when one of them started it): one push (a newer one would
 * replace it by its tag anyway) and at most one mail (the hourly slot allows one). Statements per batch, whatever
 * its size: the facts (1), the mails held for members online (1, when any), the hourly slots of the members
 * offline who are due a mail (1, when any).
 */
async function deliverMessageNotifications(app: App, batch: MessageNotice[]): Promise<void> {
  if (batch.length === 0) return;
  const db = app.db.db;
  const byPair = new Map<string, MessageNotice>();
  for (const n of batch) {
    const key = `${n.conversationId}\n${n.recipientId}`;
    const had = byPair.get(key);
    byPair.set(key, had ? { ...(had.seq > n.seq ? had : n), started: had.started || n.started } : n);
  }
  const notices = [...byPair.values()];
  const facts = await noticeFacts(db, notices);
  const holds: { conversationId: string; userId: string; seq: number }[] = [];
  const claims: Due[] = [];
  const work: Promise<void>[] = [];
  for (const n of notices) {
    const recipient = facts.members.get(n.recipientId);
    const sender = facts.members.get(n.senderId);
    // Messages to a fictional profile go to the host queue: nobody is notified.
    if (!recipient || !sender || recipient.fictional) continue;
    if (recipient.status === 'pending_deletion') continue;
    work.push(
      prepareOne(app, n, recipient, sender, facts.read(n)).then((due) => {
        if (due.step === 'hold')
          holds.push({ conversationId: n.conversationId, userId: n.recipientId, seq: n.seq });
        else if (due.step === 'claim') claims.push(due);
      }),
    );
  }
  await Promise.all(work);
  const mails: Promise<void>[] = [];
  if (claims.length > 0) {
    const claimed = await claimMailSlots(
      db,
      claims.map((d) => ({ conversationId: d.n.conversationId, userId: d.n.recipientId })),
      app.config.now(),
    );
    for (const d of claims) {
      if (!claimed.has(`${d.n.conversationId}\n${d.n.recipientId}`)) continue;
      mails.push(
        sendChatMail(app, {
          kind: d.kind,
          conversationId: d.n.conversationId,
          recipient: d.recipient,
          sender: d.sender,
          site: d.site,
        }).catch((err: unknown) => {
          app.log.error(
            { err, conversation: d.n.conversationId, channel: 'email' },
            'message notification failed',
          );
        }),
      );
    }
  }
  await Promise.all([...mails, holdMails(db, holds, app.config.now())]);
}

/** A notice whose mail is decided: nothing, held (the recipient is online) or due once its slot is claimed. */
interface Due {
  step: 'claim';
  n: MessageNotice;
  kind: 'new_conversation' | 'new_message';
  recipient: NoticeMember;
  sender: NoticeMember;
  site: MailSite;
}

/**
 * Sends the notice's push (not awaited by the batch's mails; a failure is logged) and decides its mail: the
 * recipient's preference, a disabled address, already read, online now (held for the chat-mail job) or due.
 */
async function prepareOne(
  app: App,
  n: MessageNotice,
  recipient: NoticeMember,
  sender: NoticeMember,
  read: number,
): Promise<Due | { step: 'none' | 'hold' }> {
  const kind = n.started ? 'new_conversation' : 'new_message';
  const prefKey = n.started ? 'new_conversations' : 'new_messages';
  const prefs = recipient.preferences;
  const site = await mailSiteOf(app, recipient.siteId);
  const siteName = site?.name ?? '';
  const locale = recipient.language as TLocale;
  const path = `/chats/${n.conversationId}`;

  // Without a subscription there is nothing to send (the sender would read the preferences again to say so).
  const pusher = app.push;
  if (pusher && prefs.push[prefKey] && recipient.hasPush) {
    const texts = chatPushTexts(locale, { kind, fictional: sender.fictional, site: siteName });
    afterSend(
      app,
      'message notification failed',
      async () => {
        await pusher.sendToMember(n.recipientId, {
          kind: prefKey,
          title: texts.title,
          body: texts.body,
          checkUrl: path,
          openUrl: '/',
          tag: `chat-${n.conversationId}`,
        });
      },
      { conversation: n.conversationId, channel: 'push' },
    );
  }

  if (!site || !prefs.email[prefKey]) return { step: 'none' };
  // Bounced, complained or unsubscribed addresses get nothing.
  if ((recipient.disabled ?? []).length > 0) return { step: 'none' };
  if (read >= n.seq) return { step: 'none' };
  // Online now: the message reaches them live. The chat-mail job mails it in an hour if still unread.
  if ((app.live?.socketsOf(n.recipientId) ?? 0) > 0) return { step: 'hold' };
  return { step: 'claim', n, kind, recipient, sender, site };
}
