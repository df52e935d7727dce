import { randomUUID } from 'node:crypto';
import { ZLocale } from '@dating/core/contracts';
import { schema, type Db } from '@dating/db';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { describeError, MailDeliveryError } from './errors';
import { siteBase, siteHost } from './escape';
import { renderMail } from './render';
import { MAIL_KINDS, type Mailer, type SendInput, type SentMail } from './types';

const { mailbox } = schema;

export interface CreateMailerOptions {
  db: Db;
  /** `smtp://user:pass@host:587`, `smtps://…:465`; nodemailer query options such as `?pool=true` apply. */
  smtpUrl?: string;
  /** Sender; default `"<site name>" <no-reply@<host of publicUrl>>`. */
  from?: string;
  now?: () => Date;
}

const ZSendInput = z.object({
  kind: z.enum(MAIL_KINDS),
  to: z.email(),
  locale: ZLocale,
  userId: z.uuid().nullish(),
  site: z.object({ name: z.string().min(1), publicUrl: z.url(), supportEmail: z.email() }),
});

/** `"Name" <address>` with the name quoted for a header. */
function formatAddress(name: string, address: string): string {
  return `"${name.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}" <${address}>`;
}

/**
 * Sends the site's transactional mail. With `smtpUrl` through SMTP, recording each message (status
 * queued → sent | failed); without it every message goes to the local mailbox table only.
 */
export function createMailer(opts: CreateMailerOptions): Mailer {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : null;

  return {
    async send(input: SendInput): Promise<SentMail> {
      ZSendInput.parse(input);
      const data =
        input.kind === 'mail_change'
          ? { ...input.data, newEmail: input.data.newEmail ?? input.to }
          : input.data;
      const mail = renderMail(input.kind, input.locale, input.site, data);
      const host = siteHost(input.site.publicUrl);
      const from = opts.from ?? formatAddress(input.site.name, `no-reply@${host}`);
      const id = randomUUID();
      const createdAt = now();
      const row = {
        id,
        userId: input.userId ?? null,
        toAddress: input.to,
        fromAddress: from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: input.kind,
        createdAt,
      };

      if (!transport) {
        await db.insert(mailbox).values({ ...row, status: 'sent', transport: 'mailbox', sentAt: createdAt });
        return { id, transport: 'mailbox' };
      }

      const messageId = `<${id}@${host}>`;
      await db
        .insert(mailbox)
        .values({ ...row, status: 'queued', transport: 'smtp', providerMessageId: messageId });
      try {
        const unsubscribe = `${siteBase(input.site.publicUrl)}/notifications`;
        await transport.sendMail({
          from,
          to: input.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
          date: createdAt,
          headers: {
            'Content-Language': input.locale,
            'List-Unsubscribe': `<${unsubscribe}>, <mailto:${input.site.supportEmail}?subject=unsubscribe>`,
          },
        });
      } catch (error) {
        await db
          .update(mailbox)
          .set({ status: 'failed', error: describeError(error).slice(0, 2000) })
          .where(eq(mailbox.id, id));
        throw new MailDeliveryError(id, error);
      }
      await db.update(mailbox).set({ status: 'sent', sentAt: now() }).where(eq(mailbox.id, id));
      return { id, transport: 'smtp' };
    },

    close(): Promise<void> {
      transport?.close();
      return Promise.resolve();
    },
  };
}
