import { z } from 'zod';

import { LOCALES } from './constants';

export { LOCALES, COUNTRIES } from './constants';

export const ZLocale = z.enum(LOCALES).describe('A supported language code');
export type TLocale = z.infer<typeof ZLocale>;

export const ZCountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code, upper case');
export type TCountryCode = z.infer<typeof ZCountryCode>;

export const ZYesNo = z.enum(['yes', 'no']);

/** A page cursor in a query string: only rows below this id or sequence number (optional; the first page has none). */
export const ZBeforeCursor = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional();

/** What a member writes to the site in their own words (a complaint, a report): trimmed, at most `max` characters. */
export const memberText = (max: number) => z.string().trim().max(max);

/** A page size in a query string: 1 to `max` (each list says its default). */
export const pageLimit = (max: number) => z.coerce.number().int().min(1).max(max);

/** One page of an operator's waiting list: how many wait in all, and the first of them. */
export const queuePage = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().min(0), items: z.array(item) });

/** An operator's written reason or note (a rejection, a refund, goodwill credits, a moderation decision). */
export const ZOperatorNote = z.string().trim().min(3).max(500);

/** A moderator's verdict on a waiting photo or profile text, and the status it leaves the item in. */
export const ZModerationVerdict = z.enum(['approve', 'reject']);
export const ZModerationOutcome = z.enum(['approved', 'rejected']);

/**
 * A verdict on one waiting item: `target` names it, `reasons` may explain the verdict, and a rejection needs
 * `needs` (one of `reasons`).
 */
export const moderationVerdictInput = <T extends z.ZodRawShape, R extends z.ZodRawShape>(
  target: T,
  reasons: R,
  needs: keyof R & string,
) =>
  z
    .object({ ...target, decision: ZModerationVerdict, ...reasons })
    .strict()
    .refine((v: Record<string, unknown>) => v.decision === 'approve' || v[needs] !== undefined, {
      path: [needs],
      message: `a rejection needs a ${needs}`,
    });
