import type { TReportReason } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { moderationDecisions, profiles, profileTextReviews } from '@dating/db/schema';
import { and, asc, count, eq } from 'drizzle-orm';
import { ageSeconds, lockQueueItem } from '../operator/decisions';
import { ApiError } from '../shared/api-error';

/**
 * Profile texts awaiting review, oldest first. A member's new or changed "about me" (`bio`) or personal note
 * (`note`) enters the queue through a trigger on `profiles` (migration 0015), so every way of writing a profile
 * is covered; fictional profiles never enter it.
 */
export async function pendingProfileTexts(db: Db, limit: number, now: Date) {
  const where = eq(profileTextReviews.status, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: profileTextReviews.id,
        userId: profileTextReviews.userId,
        name: profiles.name,
        field: profileTextReviews.field,
        text: profileTextReviews.text,
        createdAt: profileTextReviews.createdAt,
      })
      .from(profileTextReviews)
      .innerJoin(profiles, eq(profiles.userId, profileTextReviews.userId))
      .where(where)
      .orderBy(asc(profileTextReviews.createdAt), asc(profileTextReviews.id))
      .limit(limit),
    db.select({ n: count() }).from(profileTextReviews).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      member_id: r.userId,
      member_name: r.name,
      field: r.field,
      text: r.text,
      created_at: r.createdAt.toISOString(),
      age_seconds: ageSeconds(r.createdAt, now),
    })),
  };
}

export interface DecidedText {
  userId: string;
  field: 'bio' | 'note';
  text: string;
  status: 'approved' | 'rejected';
  /** The rejected text was still on the profile and is gone now. */
  removed: boolean;
}

/**
 * Approves or rejects one pending text inside `tx` (404 unknown, 409 decided or superseded by a newer text).
 * Rejecting removes the text from the profile at once when it is still there (a newer text is in the queue
 * itself). Writes the `moderation_decisions` row; the caller writes the audit row in the same transaction.
 */
export async function decideProfileText(
  tx: Db,
  d: {
    id: string;
    decision: 'approve' | 'reject';
    ground: TReportReason | undefined;
    decidedBy: string;
    now: Date;
  },
): Promise<DecidedText> {
  const row = await lockQueueItem(tx, profileTextReviews, d.id, {
    userId: profileTextReviews.userId,
    field: profileTextReviews.field,
    text: profileTextReviews.text,
    status: profileTextReviews.status,
  });
  if (row.status !== 'pending') throw new ApiError('conflict');
  const status = d.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  await tx
    .update(profileTextReviews)
    .set({ status, reason: d.ground ?? null, decidedBy: d.decidedBy, decidedAt: d.now })
    .where(eq(profileTextReviews.id, d.id));
  let removed = false;
  if (status === 'rejected') {
    const column = row.field === 'bio' ? profiles.bio : profiles.note;
    const cleared = await tx
      .update(profiles)
      .set(row.field === 'bio' ? { bio: null, updatedAt: d.now } : { note: null, updatedAt: d.now })
      .where(and(eq(profiles.userId, row.userId), eq(column, row.text)))
      .returning({ id: profiles.userId });
    removed = cleared.length > 0;
  }
  await tx.insert(moderationDecisions).values({
    subjectType: 'profile',
    subjectId: row.userId,
    decision: d.decision,
    reason: d.ground ? `${row.field}: ${d.ground}` : row.field,
    decidedBy: d.decidedBy,
    createdAt: d.now,
  });
  return { userId: row.userId, field: row.field, text: row.text, status, removed };
}
