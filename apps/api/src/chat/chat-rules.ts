import type { TErrorCode } from '@dating/core/contracts';
import { FREE_CONVERSATION_LIMIT } from '@dating/core/contracts';

/**
 * Who may write to whom (spec §4, §6; ADR 0015). Pure: the send transaction gathers the facts (under the
 * sender's row lock) and asks `refusal`; the messages page asks it too, to say beforehand why sending is off.
 */
export interface SendFacts {
  sender: { id: string; paidUser: boolean };
  /** null: no such member (or a deleted one). */
  recipient: {
    id: string;
    status: 'not_confirmed' | 'active' | 'pending_deletion';
    invisible: boolean;
    profileActive: boolean;
    name: string;
    /** Hidden or banned by a moderator (ADR 0034): gone for everyone else. */
    moderationHidden?: boolean;
  } | null;
  /** The recipient blocked the sender. */
  blockedBySender: boolean;
  /** The sender blocked the recipient. */
  blockedByRecipient: boolean;
  /** null when the two have no conversation yet (this send would start one). */
  conversation: { recipientHasSent: boolean } | null;
  /** Conversations the sender started so far. */
  startedBySender: number;
}

/**
 * The recipient's columns as a send's statement reads them (left joins: any may be null), for
 * {@link recipientFacts}.
 */
export interface RecipientColumns {
  id: string | null;
  status: NonNullable<SendFacts['recipient']>['status'] | null;
  invisible: boolean | null;
  name: string | null;
  profileStatus: string | null;
  /** `profiles.moderation_hidden_at` (null: not hidden). */
  moderationHiddenAt?: unknown;
}

/** The recipient as {@link refusal} sees it: null for no such member, or one without a profile (unknown). */
export function recipientFacts(r: RecipientColumns | null | undefined): SendFacts['recipient'] {
  return r?.id && r.status && r.name !== null && r.profileStatus !== null
    ? {
        id: r.id,
        status: r.status,
        invisible: r.invisible === true,
        profileActive: r.profileStatus === 'active',
        name: r.name,
        ...(r.moderationHiddenAt !== null && r.moderationHiddenAt !== undefined
          ? { moderationHidden: true }
          : {}),
      }
    : null;
}

export interface Refusal {
  code: TErrorCode;
  params?: Record<string, string | number>;
}

/** Why this message may not be sent, or null when it may. Checked in the order of this list. */
export function refusal(f: SendFacts): Refusal | null {
  const r = f.recipient;
  // Unknown, deleted, hidden or banned by a moderator (ADR 0034) or oneself: indistinguishable from a member
  // that does not exist.
  if (!r || r.status === 'pending_deletion' || r.moderationHidden || r.id === f.sender.id) {
    return { code: 'not_found' };
  }
  // Blocked either way: no access (spec §6). Blocking is quiet (ADR 0035): the blocked member is answered as
  // for a member that is gone, never told who blocked them; only the blocker's profile screen says so.
  if (f.blockedByRecipient) return { code: 'not_found' };
  if (f.blockedBySender) return { code: 'forbidden' };
  // A new conversation needs a profile that is shown at all (an existing one may continue).
  if (!f.conversation && !r.profileActive) return { code: 'not_found' };
  // Spec §6: an unconfirmed member cannot be replied to until the e-mail address is confirmed.
  if (r.status === 'not_confirmed') return { code: 'email_unconfirmed' };
  // Spec §4: a member in invisible mode cannot be messaged and must send first.
  if (r.invisible && !f.conversation?.recipientHasSent) return { code: 'member_invisible' };
  // Spec §1, §9: free members start at most 2 conversations.
  if (!f.conversation && !f.sender.paidUser && f.startedBySender >= FREE_CONVERSATION_LIMIT) {
    return { code: 'premium_required', params: { limit: FREE_CONVERSATION_LIMIT } };
  }
  return null;
}

/** The price of a message of `kind` under the site's settings (spec §3: message, photo and gift credits). */
export function priceOf(
  kind: 'text' | 'photo' | 'gift',
  prices: { messageCredits: number; photoCredits: number; giftCredits: number },
): number {
  if (kind === 'photo') return prices.photoCredits;
  if (kind === 'gift') return prices.giftCredits;
  return prices.messageCredits;
}

/** The ledger kind booking a message of `kind`. */
export function ledgerKindOf(kind: 'text' | 'photo' | 'gift'): 'message' | 'photo' | 'gift' {
  return kind === 'text' ? 'message' : kind;
}

/** The oldest creation time still shown under a history limit of `days` (null: no limit). */
export function historyCutoff(days: number | null, now: Date): Date | null {
  if (days === null || !Number.isFinite(days) || days <= 0) return null;
  return new Date(now.getTime() - days * 86_400_000);
}
