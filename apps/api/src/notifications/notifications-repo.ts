import { type Db } from '@dating/db';
import { notificationPreferences, users } from '@dating/db/schema';
import {
  EMAIL_PREFERENCES,
  PUSH_PREFERENCES,
  type TNotificationsResponse,
  type TUpdateNotificationsInput,
} from '@dating/core/contracts';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_EMAIL_PREFERENCES, DEFAULT_PUSH_PREFERENCES } from '../accounts/signup-repo';

/** The member's preferences (a missing row is the default) and why e-mail is disabled, if it is. */
export async function getNotifications(db: Db, userId: string): Promise<TNotificationsResponse> {
  const [rows, [user]] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db.select({ disabled: users.notificationsDisabled }).from(users).where(eq(users.id, userId)),
  ]);
  const email = { ...DEFAULT_EMAIL_PREFERENCES };
  const push = { ...DEFAULT_PUSH_PREFERENCES };
  for (const r of rows) {
    if (r.channel === 'email' && (EMAIL_PREFERENCES as readonly string[]).includes(r.key)) {
      email[r.key as keyof typeof email] = r.enabled;
    } else if (r.channel === 'push' && (PUSH_PREFERENCES as readonly string[]).includes(r.key)) {
      push[r.key as keyof typeof push] = r.enabled;
    }
  }
  return { preferences: { email, push }, notifications_disabled: user?.disabled ?? [] };
}

/** Upserts the given preferences and, with `reenable_email`, clears `notifications_disabled`, in one transaction. */
export async function updateNotifications(
  db: Db,
  userId: string,
  input: TUpdateNotificationsInput,
  now: Date,
): Promise<void> {
  const values = [
    ...Object.entries(input.email ?? {}).map(([key, enabled]) => ({
      channel: 'email' as const,
      key,
      enabled,
    })),
    ...Object.entries(input.push ?? {}).map(([key, enabled]) => ({ channel: 'push' as const, key, enabled })),
  ]
    .filter(
      (v): v is { channel: 'email' | 'push'; key: string; enabled: boolean } =>
        typeof v.enabled === 'boolean',
    )
    .map((v) => ({ ...v, userId, updatedAt: now }));
  await db.transaction(async (tx) => {
    if (values.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.channel,
            notificationPreferences.key,
          ],
          set: { enabled: sql`excluded.enabled`, updatedAt: now },
        });
    }
    if (input.reenable_email) {
      await tx.update(users).set({ notificationsDisabled: [], updatedAt: now }).where(eq(users.id, userId));
    }
  });
}

/**
 * Records a bounce, complaint or list-unsubscribe for the account with this address (case-insensitive):
 * the reason is added to `notifications_disabled` once. Unknown addresses are ignored.
 */
export async function recordMailEvent(
  db: Db,
  email: string,
  reason: 'fbl' | 'bounce' | 'listunsubscribe',
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      notificationsDisabled: sql`case when ${reason} = any(${users.notificationsDisabled}) then ${users.notificationsDisabled} else array_append(${users.notificationsDisabled}, ${reason}::text) end`,
      updatedAt: now,
    })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
}
