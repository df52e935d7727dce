import { photoFiles, queryRows, type Db } from '@dating/db';
import { creditLedger, orders, photos, profileInterests, profiles, sessions, users } from '@dating/db/schema';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { historyCutoff } from '../chat/chat-rules';
import { chatSettingsFor } from '../chat/chat-settings';
import { getNotifications } from '../notifications/notifications-repo';
import type { MediaStore } from '../photos/media/store';

/**
 * What goes into a member's data export (ADR 0036): their own rows, and of other members only what the
 * member can already see on the site (a display name and id beside a like or a message, the photos sent in
 * a conversation with them; never another member's e-mail, profile photos, sessions or anything private).
 * Photos are the stored full renditions, byte for byte.
 */
export interface ExportFiles {
  /** Path inside the ZIP → content. */
  [path: string]: Uint8Array;
}

const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

/** A row with its dates as ISO strings, as every JSON file of the export writes them. */
const isoDates = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** The member's own rows of a table keyed by `user_id` (ledger, orders, sessions), in `order`, dates as ISO. */
async function ownRows(
  db: Db,
  table: PgTable & { userId: PgColumn },
  userId: string,
  fields: SelectedFields,
  order: PgColumn,
): Promise<Record<string, unknown>[]> {
  const rows = (await db
    .select(fields)
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(asc(order))) as Record<string, unknown>[];
  return rows.map(isoDates);
}

const json = (value: unknown): Uint8Array => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** SQL: `other` is a member `me` can see: not deleted, an active profile, no block either way. */
const visibleOther = (me: string, other: SQL): SQL =>
  sql`exists (select 1 from users u join profiles p on p.user_id = u.id
               where u.id = ${other} and u.status <> 'pending_deletion' and p.status = 'active')
      and not exists (select 1 from blocks b where (b.blocker_id = ${me} and b.blocked_id = ${other})
                                                or (b.blocker_id = ${other} and b.blocked_id = ${me}))`;

async function account(db: Db, userId: string) {
  const [u] = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      language: users.language,
      credits: users.credits,
      premium: users.paidUser,
      signup_at: users.signupAt,
      confirmed_at: users.confirmedAt,
      last_seen_at: users.lastSeenAt,
      invisible: users.invisible,
      traffic_network: users.trafficNetwork,
      traffic_ref: users.trafficRef,
      signup_country: users.signupCountry,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return null;
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const interests = await db
    .select({ key: profileInterests.interestKey })
    .from(profileInterests)
    .where(eq(profileInterests.userId, userId));
  return {
    account: {
      ...u,
      signup_at: iso(u.signup_at),
      confirmed_at: iso(u.confirmed_at),
      last_seen_at: iso(u.last_seen_at),
    },
    profile: profile ?? null,
    interests: interests.map((i) => i.key),
  };
}

async function conversationsOf(db: Db, me: string, now: Date) {
  const cutoff = historyCutoff((await chatSettingsFor(db, me)).historyDays, now);
  // The conversations the member's chat list shows (not across a block, not with a deleted member) and in
  // each the messages they can still read: after what they removed, within the history limit.
  const rows = await queryRows<{
    conversation_id: string;
    other_id: string;
    other_name: string;
    other_fictional: boolean;
    seq: string | number;
    from_me: boolean;
    kind: string;
    body: string | null;
    gift_key: string | null;
    photo: boolean;
    chat_photo_key: string | null;
    chat_photo_width: number | null;
    chat_photo_height: number | null;
    created_at: Date | string;
  }>(
    db,
    sql`select c.id as conversation_id, o.id as other_id, p.name as other_name, p.fictional as other_fictional,
            m.seq, m.sender_id = ${me} as from_me, m.kind, m.body, m.gift_key,
            (m.photo_id is not null or m.chat_photo_id is not null) as photo,
            cp.storage_key as chat_photo_key, cp.width as chat_photo_width, cp.height as chat_photo_height,
            m.created_at
       from conversations c
       join users o on o.id = case when c.member_a = ${me} then c.member_b else c.member_a end
       join profiles p on p.user_id = o.id
       left join read_markers rm on rm.conversation_id = c.id and rm.user_id = ${me}
       join messages m on m.conversation_id = c.id and m.seq > coalesce(rm.hidden_up_to_seq, 0)
       left join chat_photos cp on cp.id = m.chat_photo_id
      where (c.member_a = ${me} or c.member_b = ${me})
        and o.status <> 'pending_deletion'
        and not exists (select 1 from blocks b where (b.blocker_id = ${me} and b.blocked_id = o.id)
                                                 or (b.blocker_id = o.id and b.blocked_id = ${me}))
        ${cutoff ? sql`and m.created_at >= ${cutoff.toISOString()}::timestamptz` : sql``}
      order by c.id, m.seq`,
  );
  const byId = new Map<
    string,
    { id: string; with: { id: string; name: string; fictional: boolean }; messages: unknown[] }
  >();
  // A chat photo (sent or received: both members of the conversation may fetch it, ADR 0015) goes into the
  // ZIP as its stored full rendition; the message names the file, never the storage key.
  const chatPhotos: {
    key: string;
    photo: { file: string | null; width: number | null; height: number | null };
  }[] = [];
  for (const r of rows) {
    let c = byId.get(r.conversation_id);
    if (!c) {
      c = {
        id: r.conversation_id,
        with: { id: r.other_id, name: r.other_name, fictional: r.other_fictional },
        messages: [],
      };
      byId.set(r.conversation_id, c);
    }
    const seq = Number(r.seq);
    const chatPhoto = r.chat_photo_key
      ? {
          file: `chat-photos/${r.conversation_id}/${seq}.webp`,
          width: r.chat_photo_width,
          height: r.chat_photo_height,
        }
      : null;
    if (chatPhoto && r.chat_photo_key) chatPhotos.push({ key: r.chat_photo_key, photo: chatPhoto });
    c.messages.push({
      seq,
      at: iso(r.created_at),
      from: r.from_me ? 'me' : 'them',
      kind: r.kind,
      ...(r.body !== null ? { text: r.body } : {}),
      ...(r.gift_key !== null ? { gift: r.gift_key } : {}),
      ...(chatPhoto ? { photo: chatPhoto } : r.photo ? { photo: { file: null } } : {}),
    });
  }
  return { conversations: [...byId.values()], chatPhotos };
}

async function likesOf(db: Db, me: string) {
  const given = await queryRows<{ id: string; name: string; created_at: Date | string }>(
    db,
    sql`select l.to_user_id as id, p.name, l.created_at from likes l join profiles p on p.user_id = l.to_user_id
      where l.from_user_id = ${me} and ${visibleOther(me, sql`l.to_user_id`)} order by l.created_at desc`,
  );
  const received = await queryRows<{ id: string; name: string; created_at: Date | string }>(
    db,
    sql`select l.from_user_id as id, p.name, l.created_at from likes l join profiles p on p.user_id = l.from_user_id
      where l.to_user_id = ${me} and ${visibleOther(me, sql`l.from_user_id`)} order by l.created_at desc`,
  );
  const shape = (r: { id: string; name: string; created_at: Date | string }) => ({
    member: { id: r.id, name: r.name },
    at: iso(r.created_at),
  });
  return { given: given.map(shape), received: received.map(shape) };
}

/** Every file of the export of `userId`; null when the member no longer exists. */
export async function collectExport(
  db: Db,
  media: MediaStore,
  userId: string,
  now: Date,
): Promise<ExportFiles | null> {
  const own = await account(db, userId);
  if (!own) return null;
  const [ownPhotos, chat, likeLists, ledger, ownOrders, prefs, ownSessions] = await Promise.all([
    db
      .select({
        id: photos.id,
        storageKey: photos.storageKey,
        private: photos.private,
        status: photos.status,
        position: photos.position,
        width: photos.width,
        height: photos.height,
        createdAt: photos.createdAt,
      })
      .from(photos)
      .where(eq(photos.ownerId, userId))
      .orderBy(asc(photos.position), asc(photos.createdAt)),
    conversationsOf(db, userId, now),
    likesOf(db, userId),
    ownRows(
      db,
      creditLedger,
      userId,
      {
        kind: creditLedger.kind,
        amount: creditLedger.amount,
        balance_after: creditLedger.balanceAfter,
        ref: creditLedger.ref,
        note: creditLedger.note,
        created_at: creditLedger.createdAt,
      },
      creditLedger.id,
    ),
    ownRows(
      db,
      orders,
      userId,
      {
        id: orders.id,
        credits: orders.credits,
        amount_cents: orders.amountCents,
        discount_cents: orders.discountCents,
        currency: orders.currency,
        country: orders.country,
        status: orders.status,
        created_at: orders.createdAt,
        paid_at: orders.paidAt,
      },
      orders.createdAt,
    ),
    getNotifications(db, userId),
    ownRows(
      db,
      sessions,
      userId,
      {
        created_at: sessions.createdAt,
        last_seen_at: sessions.lastSeenAt,
        expires_at: sessions.expiresAt,
        revoked_at: sessions.revokedAt,
        ip: sessions.ip,
        user_agent: sessions.userAgent,
      },
      sessions.createdAt,
    ),
  ]);

  const files: ExportFiles = {};
  /** Puts the stored full rendition of `storageKey` at `path`; false when the store no longer has it. */
  const addRendition = async (path: string, storageKey: string): Promise<boolean> => {
    const file = await media.get(photoFiles(storageKey).full);
    if (file) files[path] = file.body;
    return file !== null;
  };
  const photoList = [];
  for (const p of ownPhotos) {
    const path = `photos/${String(p.position + 1).padStart(2, '0')}-${p.id}.webp`;
    const stored = await addRendition(path, p.storageKey);
    photoList.push({
      id: p.id,
      file: stored ? path : null,
      private: p.private,
      status: p.status,
      position: p.position,
      width: p.width,
      height: p.height,
      uploaded_at: iso(p.createdAt),
    });
  }
  files['profile.json'] = json({ ...own, photos: photoList });
  for (const { key, photo } of chat.chatPhotos) {
    if (photo.file && !(await addRendition(photo.file, key))) photo.file = null;
  }
  files['messages.json'] = json({ conversations: chat.conversations });
  files['likes.json'] = json(likeLists);
  files['ledger.json'] = json({ balance: own.account.credits, entries: ledger });
  files['orders.json'] = json({ orders: ownOrders });
  files['preferences.json'] = json({ invisible: own.account.invisible, notifications: prefs });
  files['sessions.json'] = json({ sessions: ownSessions });
  return files;
}
