import { formatSupportPhone } from '@dating/core/domain';
import { legalVars } from '../../lib/legal-t';
import { LegalArticle, LegalSection, LegalSections } from '../legal-article';
import { ContactList } from '../primitives';
import type { PageContentProps } from './page-props';
import { oneSection } from './sections-page';

const INTRO = oneSection('intro', 'service.intro.heading', 'service.intro.body');
const TIPS = oneSection('tips', 'service.tips.heading', 'service.tips.body');

/** `tel:` target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Customer service: support email and phone. The phone is shown in the visitor's country format
 * (spec §9: in the US with dashes and without +1).
 */
export function ServiceContent({ t, site }: PageContentProps) {
  const vars = legalVars(site);
  const email = site.settings.support_email;
  const rawPhone = site.company.support_phone || site.settings.support_phone;
  const phone = rawPhone ? formatSupportPhone(rawPhone, site.settings.geoip_selected_country) : '';
  return (
    <LegalArticle title={t('service.title')}>
      <LegalSections t={t} sections={INTRO} vars={vars} />
      <LegalSection id="contact" heading={t('service.contact.heading')}>
        <ContactList>
          {email ? (
            <>
              <dt>{t('service.contact.email')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          ) : null}
          {phone ? (
            <>
              <dt>{t('service.contact.phone')}</dt>
              <dd>
                <a href={telHref(rawPhone)}>{phone}</a>
              </dd>
            </>
          ) : null}
        </ContactList>
      </LegalSection>
      <LegalSections t={t} sections={TIPS} vars={vars} />
    </LegalArticle>
  );
}
