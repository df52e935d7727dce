import type { TCompanyDetails, TLocale } from '@dating/core/contracts';

export const MAIL_KINDS = [
  'activation',
  'reset',
  'mail_change',
  'reactivation',
  'welcome',
  'unlock',
  'data_export',
  'new_conversation',
  'new_message',
  'unread_reminder',
  'complaint_answer',
  'report_received',
  'report_decided',
  'moderation_statement',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The site settings a mail is branded with (name, URL, support address, company for the footer). */
export interface MailSite {
  name: string;
  /** Origin the member uses, e.g. `https://example.com` (a trailing slash is ignored). */
  publicUrl: string;
  supportEmail: string;
  company: TCompanyDetails;
}

export interface MailData {
  /** The member's display name, used in the greeting. */
  name: string;
  /** The action link (required for every kind but `welcome`, where it defaults to the site). */
  link?: string;
  /** `mail_change`: the new address (defaults to the recipient). */
  newEmail?: string;
  /** `reactivation`: days left to restore the account (default 14, spec §9). */
  days?: number;
  /** `new_conversation`, `new_message`: the sender's display name. */
  sender?: string;
  /** `new_conversation`, `new_message`: the sender is a fictional profile (said in subject and text). */
  fictional?: boolean;
  /** `unread_reminder`: how many messages are unread. */
  count?: number;
  /** `complaint_answer`: the operator's answer to the member's complaint. */
  answer?: string;
  /** `report_received`, `report_decided`: the reported member's display name. */
  member?: string;
  /**
   * `report_decided`: warn, hide, ban or dismiss; `moderation_statement`: warn, hide, ban or text_reject
   * (ADR 0034).
   */
  decision?: ModerationMailDecision;
  /** Report and statement mails: the ground, one of the report reasons (`fake_scam`, …, `other`). */
  ground?: string;
  /** Statement mails: the facts the moderator added (optional). */
  note?: string;
  /** `moderation_statement` with text_reject: the profile field removed (`bio` or `note`). */
  field?: 'bio' | 'note';
}

export const MODERATION_MAIL_DECISIONS = ['warn', 'hide', 'ban', 'dismiss', 'text_reject'] as const;
export type ModerationMailDecision = (typeof MODERATION_MAIL_DECISIONS)[number];

export interface SendInput {
  kind: MailKind;
  to: string;
  locale: TLocale;
  site: MailSite;
  data: MailData;
  userId?: string | null;
}

export interface SentMail {
  /** Id of the mailbox row that records the message. */
  id: string;
  transport: 'smtp' | 'mailbox';
}

export interface Mailer {
  /** Renders, records and (with SMTP) delivers one message. Rejects with `MailDeliveryError` on failure. */
  send(input: SendInput): Promise<SentMail>;
  /** Closes the SMTP connection(s); a no-op in mailbox mode. */
  close(): Promise<void>;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  kind: string;
  html: string;
  text: string;
  createdAt: Date;
  transport: string;
  status: string;
}
