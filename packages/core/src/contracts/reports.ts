import { z } from 'zod';

import {
  ZLocale,
  ZModerationOutcome,
  ZOperatorNote,
  memberText,
  moderationVerdictInput,
  pageLimit,
  queuePage,
} from './common';
import { REPORT_OTHER_MIN, REPORT_REASONS, REPORT_TEXT_MAX } from './constants';

// Member reports, moderation decisions and profile-text review (issue 15 items 2 and 3, ADR 0034). A member
// reports another member from the profile or the chat; a moderator decides (warn, hide, ban, dismiss) and both
// sides get a statement of reasons by e-mail in their language.

export const ZReportReason = z.enum(REPORT_REASONS);
export type TReportReason = z.infer<typeof ZReportReason>;

/** An open report waits for a moderator; a decided one is `resolved` (warn, hide, ban) or `dismissed`. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const REPORT_DECISIONS = ['warn', 'hide', 'ban', 'dismiss'] as const;
export const ZReportDecision = z.enum(REPORT_DECISIONS);
export type TReportDecision = z.infer<typeof ZReportDecision>;

/** With consent, this many of the conversation's last messages are copied into the report. */
export const REPORT_MESSAGES = 20;

export const ZReportInput = z
  .object({
    profile: z.uuid().describe('The reported member'),
    reason: ZReportReason,
    text: memberText(REPORT_TEXT_MAX)
      .optional()
      .describe(`What happened (optional, at most ${REPORT_TEXT_MAX} characters; required for "other")`),
    from_chat: z
      .boolean()
      .optional()
      .describe('Sent from the conversation with this member (default false: from the profile)'),
    attach_messages: z
      .boolean()
      .optional()
      .describe(
        `Consent to copy the last ${REPORT_MESSAGES} messages of the conversation into the report (chat only)`,
      ),
  })
  .strict()
  .refine((v) => v.reason !== 'other' || (v.text?.length ?? 0) >= REPORT_OTHER_MIN, {
    path: ['text'],
    message: 'report:errors.otherNeedsText',
  });
export type TReportInput = z.infer<typeof ZReportInput>;

export const ZReportResponse = z.object({
  ok: z.literal(true),
  report: z.uuid(),
  /** False when the same open report (reporter, member, reason) already existed: nothing new was stored. */
  created: z.boolean(),
});
export type TReportResponse = z.infer<typeof ZReportResponse>;

// ---- The operator's side (console) ----

export const ZOperatorReportsQuery = z.object({ limit: pageLimit(200).optional() }).strict();

export const ZReportedMessage = z.object({
  from: z.enum(['reporter', 'reported']),
  kind: z.string(),
  body: z.string().nullable(),
  created_at: z.string(),
});
export type TReportedMessage = z.infer<typeof ZReportedMessage>;

export const ZPreviousDecision = z.object({
  decision: z.string(),
  reason: z.string().nullable(),
  decided_by: z.string(),
  created_at: z.string(),
});

export const ZOperatorReport = z.object({
  id: z.uuid(),
  reason: ZReportReason,
  text: z.string().nullable(),
  from_chat: z.boolean(),
  created_at: z.string(),
  age_seconds: z.number().int().min(0),
  reporter: z.object({ id: z.uuid().nullable(), name: z.string().nullable(), locale: ZLocale }),
  reported: z.object({
    id: z.uuid(),
    name: z.string(),
    age: z.number().int().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    fictional: z.boolean(),
    bio: z.string().nullable(),
    note: z.string().nullable(),
    hidden_by_moderation: z.boolean(),
    banned: z.boolean(),
    open_reports: z.number().int(),
  }),
  previous_decisions: z.array(ZPreviousDecision),
  /** Only when the reporter consented; null otherwise. */
  messages: z.array(ZReportedMessage).nullable(),
});
export type TOperatorReport = z.infer<typeof ZOperatorReport>;

export const ZOperatorReportsResponse = queuePage(ZOperatorReport);

export const ZReportDecisionInput = z
  .object({
    report: z.uuid(),
    decision: ZReportDecision,
    /** The ground named in the statements of reasons; default: the reason the reporter gave. */
    ground: ZReportReason.optional(),
    /** Facts the statement of reasons adds (optional, shown to both members). */
    note: ZOperatorNote.optional(),
  })
  .strict();
export type TReportDecisionInput = z.infer<typeof ZReportDecisionInput>;

export const ZReportDecisionResponse = z.object({
  ok: z.literal(true),
  report: z.uuid(),
  status: z.enum(['resolved', 'dismissed']),
  mails_sent: z.number().int().min(0),
});

export const ZUnhideInput = z.object({ member: z.uuid(), unban: z.boolean().optional() }).strict();

export const ZUnhideResponse = z.object({ ok: z.literal(true), member: z.uuid() });

// ---- Profile texts ----

export const PROFILE_TEXT_FIELDS = ['bio', 'note'] as const;
export const ZProfileTextField = z.enum(PROFILE_TEXT_FIELDS);
export const PROFILE_TEXT_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;

export const ZProfileTextQueueQuery = ZOperatorReportsQuery;

export const ZQueuedProfileText = z.object({
  id: z.uuid(),
  member_id: z.uuid(),
  member_name: z.string(),
  field: ZProfileTextField,
  text: z.string(),
  created_at: z.string(),
  age_seconds: z.number().int().min(0),
});

export const ZProfileTextQueueResponse = queuePage(ZQueuedProfileText);

export const ZProfileTextDecisionInput = moderationVerdictInput(
  { id: z.uuid() },
  { ground: ZReportReason.optional(), note: ZOperatorNote.optional() },
  'ground',
);

export const ZProfileTextDecisionResponse = z.object({
  ok: z.literal(true),
  id: z.uuid(),
  status: ZModerationOutcome,
  /** Whether the text was still on the profile and was removed (false: the member had changed it since). */
  removed: z.boolean(),
});

export type TQueuedProfileText = z.infer<typeof ZQueuedProfileText>;
export type TPreviousDecision = z.infer<typeof ZPreviousDecision>;
