import { REPORT_REASONS } from '@dating/core/contracts';
import type { ServerI18n } from '@dating/i18n/server';
import type { MailKind, ModerationMailDecision } from './types';

export type EmailT = ServerI18n<'email'>['t'];

/** The translated texts of one kind of mail (plain text; the layouts escape them). */
export interface KindTexts {
  subject: string;
  preheader: string;
  title: string;
  intro: string;
  cta: string;
  /** How long the link works, matching the API's token lifetimes. */
  expiry?: string;
  /** "Didn't ask for this? Ignore this mail." */
  ignore?: string;
}

export interface KindVars {
  site: string;
  name: string;
  /** The new address of a mail change. */
  email: string;
  /** Reactivation window in days. */
  days: number;
  /** Chat mails: the sender's display name, and whether the sender is a fictional profile. */
  sender: string;
  fictional: boolean;
  /** Unread-message reminder: the number of unread messages. */
  count: number;
  /** Complaint answer: the operator's answer. */
  answer: string;
  /** Report and statement mails (ADR 0034): the reported member, the decision, its ground, the facts added. */
  member: string;
  decision: ModerationMailDecision;
  ground: string;
  note: string;
  field: 'bio' | 'note';
}

/** A report's grounds are the reasons the member could choose (REPORT_REASONS of @dating/core). */
const REPORT_GROUNDS = REPORT_REASONS;

/** The ground of a report or decision, translated (an unknown value reads as "other"). */
function groundText(t: EmailT, ground: string): string {
  const g = (REPORT_GROUNDS as readonly string[]).includes(ground) ? ground : 'other';
  switch (g as (typeof REPORT_GROUNDS)[number]) {
    case 'fake_scam':
      return t('reportGround.fake_scam');
    case 'harassment_hate':
      return t('reportGround.harassment_hate');
    case 'sexual_non_consent':
      return t('reportGround.sexual_non_consent');
    case 'underage':
      return t('reportGround.underage');
    case 'spam':
      return t('reportGround.spam');
    case 'violence_threats':
      return t('reportGround.violence_threats');
    default:
      return t('reportGround.other');
  }
}

/** The moderator's added facts as a sentence, or nothing. */
const noteText = (t: EmailT, note: string) => (note ? ` ${t('statement.note', { note })}` : '');

/** What was decided on the reporter's report (the statement of reasons to the reporter). */
function decidedIntro(t: EmailT, v: KindVars, ground: string): string {
  const { member } = v;
  switch (v.decision) {
    case 'warn':
      return t('reportDecided.warn', { member, ground });
    case 'hide':
      return t('reportDecided.hide', { member, ground });
    case 'ban':
      return t('reportDecided.ban', { member, ground });
    default:
      return t('reportDecided.dismiss', { member, ground });
  }
}

/** What was decided about the member's own account or text (the statement of reasons to the member). */
function statementIntro(t: EmailT, v: KindVars, ground: string): string {
  switch (v.decision) {
    case 'hide':
      return t('statement.hide', { ground });
    case 'ban':
      return t('statement.ban', { ground });
    case 'text_reject':
      return t('statement.textReject', {
        ground,
        field: v.field === 'note' ? t('statement.fieldNote') : t('statement.fieldBio'),
      });
    default:
      return t('statement.warn', { ground });
  }
}

/** The sender as chat mails name them: with the fictional-profile marker when the profile is fictional. */
function chatSender(t: EmailT, sender: string, fictional: boolean): string {
  return fictional ? t('chatMail.fictionalSender', { name: sender }) : sender;
}

/** The intro of a chat mail, followed by what a fictional profile is when the sender is one. */
function chatIntro(t: EmailT, intro: string, sender: string, fictional: boolean): string {
  return fictional ? `${intro} ${t('chatMail.fictionalNote', { name: sender })}` : intro;
}

/** One function per kind so every key is a literal the type check and `pnpm i18n:check` can see. */
export const KIND_TEXTS: Record<MailKind, (t: EmailT, v: KindVars) => KindTexts> = {
  activation: (t, { site }) => ({
    subject: t('activation.subject', { site }),
    preheader: t('activation.preheader'),
    title: t('activation.title'),
    intro: t('activation.intro', { site }),
    cta: t('activation.cta'),
    expiry: t('activation.expiry'),
    ignore: t('activation.ignore', { site }),
  }),
  reset: (t, { site }) => ({
    subject: t('reset.subject', { site }),
    preheader: t('reset.preheader'),
    title: t('reset.title'),
    intro: t('reset.intro', { site }),
    cta: t('reset.cta'),
    expiry: t('reset.expiry'),
    ignore: t('reset.ignore'),
  }),
  mail_change: (t, { site, email }) => ({
    subject: t('mailChange.subject', { site }),
    preheader: t('mailChange.preheader'),
    title: t('mailChange.title'),
    intro: t('mailChange.intro', { site, email }),
    cta: t('mailChange.cta'),
    expiry: t('mailChange.expiry'),
    ignore: t('mailChange.ignore'),
  }),
  reactivation: (t, { site, days }) => ({
    subject: t('reactivation.subject', { site }),
    preheader: t('reactivation.preheader'),
    title: t('reactivation.title'),
    intro: t('reactivation.intro', { site }),
    cta: t('reactivation.cta'),
    expiry: t('reactivation.expiry', { count: days }),
    ignore: t('reactivation.ignore'),
  }),
  unlock: (t, { site }) => ({
    subject: t('unlock.subject', { site }),
    preheader: t('unlock.preheader'),
    title: t('unlock.title'),
    intro: t('unlock.intro', { site }),
    cta: t('unlock.cta'),
    expiry: t('unlock.expiry'),
    ignore: t('unlock.ignore'),
  }),
  data_export: (t, { site }) => ({
    subject: t('dataExport.subject', { site }),
    preheader: t('dataExport.preheader'),
    title: t('dataExport.title'),
    intro: t('dataExport.intro', { site }),
    cta: t('dataExport.cta'),
    expiry: t('dataExport.expiry'),
    ignore: t('dataExport.ignore'),
  }),
  welcome: (t, { site, name }) => ({
    subject: t('welcome.subject', { site, name }),
    preheader: t('welcome.preheader'),
    title: t('welcome.title', { site }),
    intro: t('welcome.intro'),
    cta: t('welcome.cta'),
  }),
  new_conversation: (t, { site, sender, fictional }) => {
    const who = chatSender(t, sender, fictional);
    return {
      subject: t('newConversation.subject', { sender: who, site }),
      preheader: t('newConversation.preheader'),
      title: t('newConversation.title'),
      intro: chatIntro(t, t('newConversation.intro', { sender: who, site }), sender, fictional),
      cta: t('newConversation.cta'),
      ignore: t('chatMail.frequency'),
    };
  },
  new_message: (t, { site, sender, fictional }) => {
    const who = chatSender(t, sender, fictional);
    return {
      subject: t('newMessage.subject', { sender: who, site }),
      preheader: t('newMessage.preheader'),
      title: t('newMessage.title'),
      intro: chatIntro(t, t('newMessage.intro', { sender: who, site }), sender, fictional),
      cta: t('newMessage.cta'),
      ignore: t('chatMail.frequency'),
    };
  },
  unread_reminder: (t, { site, count }) => ({
    subject: t('unreadReminder.subject', { site, count }),
    preheader: t('unreadReminder.preheader'),
    title: t('unreadReminder.title'),
    intro: t('unreadReminder.intro', { site, count }),
    cta: t('unreadReminder.cta'),
    ignore: t('unreadReminder.frequency'),
  }),
  complaint_answer: (t, { site, answer }) => ({
    subject: t('complaintAnswer.subject', { site }),
    preheader: t('complaintAnswer.preheader'),
    title: t('complaintAnswer.title'),
    intro: t('complaintAnswer.intro', { site, answer }),
    cta: t('complaintAnswer.cta'),
    ignore: t('complaintAnswer.reply'),
  }),
  report_received: (t, v) => ({
    subject: t('reportReceived.subject', { site: v.site }),
    preheader: t('reportReceived.preheader'),
    title: t('reportReceived.title'),
    intro: t('reportReceived.intro', { member: v.member, ground: groundText(t, v.ground), site: v.site }),
    cta: t('reportReceived.cta', { site: v.site }),
    ignore: t('reportReceived.safety'),
  }),
  report_decided: (t, v) => ({
    subject: t('reportDecided.subject', { site: v.site }),
    preheader: t('reportDecided.preheader'),
    title: t('reportDecided.title'),
    intro: `${decidedIntro(t, v, groundText(t, v.ground))}${noteText(t, v.note)} ${t('statement.human')}`,
    cta: t('statement.cta'),
    ignore: t('statement.appeal'),
  }),
  moderation_statement: (t, v) => ({
    subject: t('statement.subject', { site: v.site }),
    preheader: t('statement.preheader'),
    title: t('statement.title'),
    intro: `${statementIntro(t, v, groundText(t, v.ground))}${noteText(t, v.note)} ${t('statement.human')}`,
    cta: t('statement.cta'),
    ignore: t('statement.appeal'),
  }),
};
