import type { TLocale } from '@dating/core/contracts';
import type { MailData } from '@dating/mail';
import { mailSiteOf, memberFacts } from '../chat/notify';
import type { App } from '../types';

type ReportMailKind = 'report_received' | 'report_decided' | 'moderation_statement';

/**
 * Sends one of the report mails (confirmation, statements of reasons; ADR 0034) to a member in `locale` (the
 * member's language unless given). Fictional profiles have no inbox and get none. Returns whether the mail was
 * sent; a failure is logged, never thrown: the decision stands and the console shows `mails_sent`.
 */
export async function mailMember(
  app: App,
  userId: string | null,
  kind: ReportMailKind,
  data: Omit<MailData, 'name' | 'link'>,
  locale?: TLocale,
): Promise<boolean> {
  if (!userId) return false;
  try {
    const member = await memberFacts(app.db.db, userId);
    if (!member || member.fictional) return false;
    const site = await mailSiteOf(app, member.siteId);
    if (!site) return false;
    const base = app.config.publicUrl.replace(/\/+$/, '');
    const link =
      kind === 'report_received'
        ? `${base}/members`
        : data.decision === 'ban' && kind === 'moderation_statement'
          ? `${base}/pages/ban`
          : `${base}/complaints`;
    await app.mailer.send({
      kind,
      to: member.email,
      locale: locale ?? (member.language as TLocale),
      site,
      data: { ...data, name: member.name, link },
      userId,
    });
    return true;
  } catch (err) {
    app.log.error({ err, kind }, 'report mail failed');
    return false;
  }
}
