import { createMailer, type Mailer } from '@dating/mail';
import type { App } from '../../types';

/**
 * Decorates `app.mailer`: the given mailer (tests), else one built on the app's database that sends through
 * SMTP when `smtpUrl` (SMTP_URL) is set and otherwise stores every mail in the local mailbox table.
 */
export function registerMailer(
  app: App,
  opts: { mailer?: Mailer; smtpUrl?: string; from?: string; now: () => Date },
): void {
  const mailer =
    opts.mailer ??
    createMailer({
      db: app.db.db,
      ...(opts.smtpUrl ? { smtpUrl: opts.smtpUrl } : {}),
      ...(opts.from ? { from: opts.from } : {}),
      now: opts.now,
    });
  app.decorate('mailer', mailer);
  if (!opts.mailer) app.addHook('onClose', async () => mailer.close());
}
