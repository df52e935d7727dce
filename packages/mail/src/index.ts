export { createMailer, type CreateMailerOptions } from './mailer';
export { renderMail } from './render';
export { DEFAULT_REACTIVATION_DAYS } from './mail-content';
export { chatPushTexts, type ChatPushTexts } from './chat-push';
export { listMailbox, getMailboxEntry } from './mailbox';
export { extractLinks } from './links';
export { MailDeliveryError } from './errors';
export {
  MAIL_KINDS,
  type MailKind,
  type MailSite,
  type MailData,
  type SendInput,
  type SentMail,
  type Mailer,
  type MailboxEntry,
  type RenderedMail,
} from './types';
