// What a mail says, translated and unescaped: the layouts (render-html.ts, render-text.ts) read this and
// render.ts puts the pieces together, so the layouts never import the renderer (no cycle).
import type { TLocale } from '@dating/core/contracts';
import { getServerI18n } from '@dating/i18n/server';
import { KIND_TEXTS, type KindTexts } from './copy';
import { safeUrl, siteBase } from './escape';
import type { MailData, MailKind, MailSite } from './types';

/** Spec §9: a deleted account can be reactivated for 14 days. */
export const DEFAULT_REACTIVATION_DAYS = 14;

/** Marks where a linked value sits inside a translated sentence, so the HTML can wrap it in `<a>`. */
const SLOT = '\u0000';

/** A sentence with one linked value: text before, the value, text after. */
export interface LinkedSentence {
  before: string;
  value: string;
  href: string;
  after: string;
}

/** Everything a mail shows, translated and unescaped; the two layouts turn it into HTML and text. */
export interface MailContent {
  locale: TLocale;
  siteName: string;
  siteUrl: string;
  texts: KindTexts;
  greeting: string;
  link: string;
  buttonFallback: string;
  signoff: string;
  team: string;
  footer: {
    reason: string;
    company: string;
    support: LinkedSentence;
    notifications: string;
    notificationsUrl: string;
  };
}

export function buildContent(kind: MailKind, locale: TLocale, site: MailSite, data: MailData): MailContent {
  const { t } = getServerI18n(locale, 'email');
  const siteUrl = siteBase(site.publicUrl);
  if (kind !== 'welcome' && !data.link) throw new Error(`renderMail: data.link is required for ${kind}`);
  if (kind === 'mail_change' && !data.newEmail) throw new Error('renderMail: data.newEmail is required');
  const link = safeUrl(data.link ?? `${siteUrl}/`);
  const days = data.days ?? DEFAULT_REACTIVATION_DAYS;
  const texts = KIND_TEXTS[kind](t, {
    site: site.name,
    name: data.name,
    email: data.newEmail ?? '',
    days,
    sender: data.sender ?? '',
    fictional: data.fictional === true,
    count: data.count ?? 0,
    answer: data.answer ?? '',
    member: data.member ?? '',
    decision: data.decision ?? 'warn',
    ground: data.ground ?? 'other',
    note: data.note ?? '',
    field: data.field ?? 'bio',
  });
  const { company } = site;
  const [supportBefore = '', supportAfter = ''] = t('layout.footerSupport', { email: SLOT }).split(SLOT);
  return {
    locale,
    siteName: site.name,
    siteUrl,
    texts,
    greeting: t('layout.greeting', { name: data.name }),
    link,
    buttonFallback: t('layout.buttonFallback'),
    signoff: t('layout.signoff'),
    team: t('layout.team', { site: site.name }),
    footer: {
      reason: t('layout.footerReason', { site: site.name }),
      company: t('layout.footerCompany', {
        company: company.name,
        address: company.address,
        city: company.city,
        kvk: company.kvk,
      }),
      support: {
        before: supportBefore,
        value: site.supportEmail,
        href: `mailto:${site.supportEmail}`,
        after: supportAfter,
      },
      notifications: t('layout.footerNotifications'),
      notificationsUrl: `${siteUrl}/notifications`,
    },
  };
}
