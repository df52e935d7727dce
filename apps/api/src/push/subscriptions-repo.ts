import { type Db } from '@dating/db';
import { pushSubscriptions, users } from '@dating/db/schema';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER, type TPushSubscriptionInput } from '@dating/core/contracts';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores the browser's subscription for the member, in one transaction: upsert by endpoint (an endpoint is one
 * browser profile, so a re-subscribe after another member used that browser moves it to this member), then
 * keep only the member's newest `PUSH_SUBSCRIPTIONS_PER_MEMBER`.
 */
export async function upsertPushSubscription(
  db: Db,
  userId: string,
  input: TPushSubscriptionInput,
  userAgent: string | undefined,
  now: Date,
  max: number = PUSH_SUBSCRIPTIONS_PER_MEMBER,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: userAgent?.slice(0, 512) ?? null,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: userAgent?.slice(0, 512) ?? null,
          createdAt: now,
          lastFailureAt: null,
        },
      });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(max);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  });
}

/** Forgets the member's subscription with this endpoint; another member's endpoint is left alone. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

/** The member's subscriptions, newest first; none for an account pending deletion. */
export async function listPushSubscriptions(db: Db, userId: string): Promise<StoredPushSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, userId), sql`${users.status} <> 'pending_deletion'`))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Removes subscriptions the push service called gone (404/410). */
export async function deletePushSubscriptionsById(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** Records the outcome of a delivery attempt. */
export async function markPushDelivery(db: Db, ids: string[], outcome: 'success' | 'failure', now: Date) {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set(outcome === 'success' ? { lastSuccessAt: now } : { lastFailureAt: now })
    .where(inArray(pushSubscriptions.id, ids));
}
