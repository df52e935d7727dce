import { photoFiles, type Db } from '@dating/db';
import type { MediaStore } from '../photos/media/store';
import {
  blocks,
  chatPhotos,
  conversations,
  directDebitMandates,
  emailTokens,
  likes,
  mailbox,
  notificationPreferences,
  pageDismissals,
  photos,
  profileInterests,
  profiles,
  pushSubscriptions,
  sessions,
  smsOutbox,
  swipePlays,
  users,
} from '@dating/db/schema';
import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';

/** Accounts selected per round; a run loops until none is due. */
export const PURGE_BATCH = 100;

/** The address a purged account keeps: unique, never deliverable, no personal data. */
export function purgedEmail(userId: string): string {
  return `deleted-${userId}@invalid`;
}

/**
 * Purges every account that has been pending deletion past its `purge_after` (14 days, spec §4): personal
 * data and media go, the bookkeeping stays (credit ledger, orders and payments keep pointing at the
 * anonymised user row). A purged account is `pending_deletion` with `purge_after` null and the address
 * `deleted-<id>@invalid`; it cannot log in, be reactivated or be purged twice, so the job is idempotent.
 */
export async function purgeExpiredAccounts(
  db: Db,
  opts: { now: Date; media: Pick<MediaStore, 'delete'> },
): Promise<{ purged: number }> {
  let purged = 0;
  for (;;) {
    const due = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.status, 'pending_deletion'),
          isNotNull(users.purgeAfter),
          lte(users.purgeAfter, opts.now),
        ),
      )
      .orderBy(asc(users.purgeAfter))
      .limit(PURGE_BATCH);
    for (const { id } of due) {
      if (await purgeAccount(db, id, opts)) purged += 1;
    }
    if (due.length < PURGE_BATCH) break;
  }
  return { purged };
}

/** Purges one account in one transaction; false when it is no longer due (reactivated or already purged). */
async function purgeAccount(
  db: Db,
  userId: string,
  opts: { now: Date; media: Pick<MediaStore, 'delete'> },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock the row and re-check: a reactivation may have won the race since the select above.
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.status, 'pending_deletion'),
          isNotNull(users.purgeAfter),
          lte(users.purgeAfter, opts.now),
        ),
      )
      .for('update');
    if (!user) return false;

    await tx.delete(profileInterests).where(eq(profileInterests.userId, userId));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    const gone = await tx
      .delete(photos)
      .where(eq(photos.ownerId, userId))
      .returning({ key: photos.storageKey });
    // Photos the member sent in chats (ADR 0015): rows and files go like profile photos.
    gone.push(
      ...(await tx
        .delete(chatPhotos)
        .where(eq(chatPhotos.ownerId, userId))
        .returning({ key: chatPhotos.storageKey })),
    );
    await tx.delete(likes).where(or(eq(likes.fromUserId, userId), eq(likes.toUserId, userId)));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
    await tx.delete(swipePlays).where(or(eq(swipePlays.userId, userId), eq(swipePlays.targetUserId, userId)));
    // Conversations with the member go with their messages and read markers (cascade): message texts
    // are personal data, and the other member can no longer see the profile anyway.
    await tx
      .delete(conversations)
      .where(or(eq(conversations.memberA, userId), eq(conversations.memberB, userId)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(pageDismissals).where(eq(pageDismissals.userId, userId));
    // IBAN, address and phone; the payments keep their provider ids for bookkeeping.
    await tx.delete(directDebitMandates).where(eq(directDebitMandates.userId, userId));
    // The direct-debit SMS sent to the member (phone number, code texts).
    await tx.delete(smsOutbox).where(eq(smsOutbox.userId, userId));
    // Stored copies of the mails sent to the member (names, links, the address itself).
    await tx
      .delete(mailbox)
      .where(or(eq(mailbox.userId, userId), eq(sql`lower(${mailbox.toAddress})`, user.email.toLowerCase())));

    await tx
      .update(users)
      .set({
        email: purgedEmail(userId),
        passwordHash: null,
        purgeAfter: null,
        deleteRemarks: null,
        trafficNetwork: null,
        trafficRef: null,
        trafficSub1: null,
        trafficSub2: null,
        trafficSub3: null,
        signupIpHash: null,
        signupCountry: null,
        lastSeenAt: null,
        lockedUntil: null,
        failedLogins: 0,
        invisible: false,
        notificationsDisabled: [],
        updatedAt: opts.now,
      })
      .where(eq(users.id, userId));

    // The files go after their rows, inside the transaction: should the commit fail, the next run finds
    // the account again and deletes the rows, so no rendition can outlive its purge.
    for (const { key } of gone) {
      const files = photoFiles(key);
      await opts.media.delete(files.full);
      await opts.media.delete(files.thumb);
    }
    return true;
  });
}
