import { schema, type Db } from '@dating/db';
import { desc, eq, sql } from 'drizzle-orm';
import type { MailboxEntry } from './types';

const { mailbox } = schema;
type MailboxRow = typeof mailbox.$inferSelect;

export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 500;

function toEntry(row: MailboxRow): MailboxEntry {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.template ?? '',
    html: row.html ?? '',
    text: row.text,
    createdAt: row.createdAt,
    transport: row.transport,
    status: row.status,
  };
}

/** Recorded mail, newest first; `to` matches the recipient case-insensitively. */
export async function listMailbox(
  db: Db,
  opts: { to?: string; limit?: number } = {},
): Promise<MailboxEntry[]> {
  const limit = Math.min(Math.max(1, Math.trunc(opts.limit ?? DEFAULT_LIST_LIMIT)), MAX_LIST_LIMIT);
  const where = opts.to ? sql`lower(${mailbox.toAddress}) = ${opts.to.trim().toLowerCase()}` : undefined;
  const rows = await db
    .select()
    .from(mailbox)
    .where(where)
    .orderBy(desc(mailbox.createdAt), desc(mailbox.id))
    .limit(limit);
  return rows.map(toEntry);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One recorded mail, or null (also for an id that is not a UUID). */
export async function getMailboxEntry(db: Db, id: string): Promise<MailboxEntry | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(mailbox).where(eq(mailbox.id, id)).limit(1);
  return row ? toEntry(row) : null;
}
