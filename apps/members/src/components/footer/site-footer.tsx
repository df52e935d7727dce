'use client';

import Link from 'next/link';
import { formatSupportPhone } from '@dating/core/domain';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { useSettings } from '@/providers/settings-context';
import { FOOTER_LINKS, showsUsFooter } from './footer-links';
import { FooterInner, FooterRoot, LinkList, SmallPrint, UsNotice } from './footer.styles';

/** Footer of the default and lander layouts: legal and help links, company line, US notice. */
export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useSettings();
  const { company } = settings;
  const year = new Date().getFullYear();

  return (
    <FooterRoot>
      <FooterInner>
        <nav aria-label={t('footer.label')}>
          <LinkList>
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                {link.href.startsWith('/pages/') ? (
                  <a href={link.href}>{t(link.label)}</a>
                ) : (
                  <Link href={link.href}>{t(link.label)}</Link>
                )}
              </li>
            ))}
          </LinkList>
        </nav>
        {showsUsFooter(locale, settings.us_footer) ? (
          <UsNotice aria-labelledby="us-footer-title" data-testid="us-footer">
            <h2 id="us-footer-title">{t('footer.us.title')}</h2>
            <p>
              {t('footer.us.notice')} <a href="/pages/privacy">{t('footer.us.privacyLink')}</a>
            </p>
            {settings.support_phone ? (
              <p>{t('footer.us.phone', { phone: formatSupportPhone(settings.support_phone, 'US') })}</p>
            ) : null}
          </UsNotice>
        ) : null}
        <SmallPrint data-testid="company-line">
          {[
            company.name,
            company.address,
            company.city,
            company.kvk ? t('footer.registration', { kvk: company.kvk }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </SmallPrint>
        <SmallPrint>{t('footer.copyright', { year, name: settings.name })}</SmallPrint>
      </FooterInner>
    </FooterRoot>
  );
}
