import { type Db } from '@dating/db';
import { sites, users } from '@dating/db/schema';
import { desc, eq, or, sql } from 'drizzle-orm';

/** The site settings the chat needs (spec §3, §8), from the member's site or else the default site. */
export interface ChatSettings {
  messageCredits: number;
  photoCredits: number;
  giftCredits: number;
  messageLength: number;
  /** `chat_history_days`: messages older than this many days are no longer shown; null (default) = off. */
  historyDays: number | null;
}

const DEFAULTS: ChatSettings = {
  messageCredits: 1,
  photoCredits: 1,
  giftCredits: 1,
  messageLength: 1000,
  historyDays: null,
};

const int = (v: unknown, fallback: number, min = 0): number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min ? v : fallback;

/** Reads the settings JSON leniently: a missing or odd value falls back to the default above. */
export function chatSettingsFrom(raw: unknown): ChatSettings {
  const s = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const days = s.chat_history_days;
  return {
    messageCredits: int(s.message_credits, DEFAULTS.messageCredits),
    photoCredits: int(s.photo_credits, DEFAULTS.photoCredits),
    giftCredits: int(s.gift_credits, DEFAULTS.giftCredits),
    messageLength: int(s.message_length, DEFAULTS.messageLength, 1),
    historyDays: typeof days === 'number' && Number.isSafeInteger(days) && days > 0 ? days : null,
  };
}

/**
 * The chat settings that apply to `userId`: those of the site the member signed up on (`users.site_id`), or of
 * the default site. Prices are the member's site's, whatever domain the request came through, so the price
 * shown on the send button (settings of the member's domain) is the price charged.
 */
export async function chatSettingsFor(db: Db, userId: string | null): Promise<ChatSettings> {
  const memberSite = db
    .select({ siteId: users.siteId })
    .from(users)
    .where(eq(users.id, userId ?? '00000000-0000-0000-0000-000000000000'));
  const [row] = await db
    .select({ settings: sites.settings })
    .from(sites)
    .where(or(sql`${sites.id} = (${memberSite})`, eq(sites.isDefault, true)))
    .orderBy(desc(sql`coalesce(${sites.id} = (${memberSite}), false)`))
    .limit(1);
  return chatSettingsFrom(row?.settings);
}
