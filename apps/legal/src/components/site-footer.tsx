import type { TCompanyInfo } from '@dating/core/contracts';
import { LEGAL_PAGES } from '../lib/legal-pages';
import type { LegalT } from '../lib/legal-t';
import { FooterNav } from './footer-nav';
import { Container, FooterBar } from './primitives';

export interface SiteFooterProps {
  t: LegalT;
  company: TCompanyInfo | null;
  year: number;
}

/** Links to all legal pages, the company's registration details and the adults-only notice. */
export function SiteFooter({ t, company, year }: SiteFooterProps) {
  const links = LEGAL_PAGES.map((page) => ({ path: page.path, label: t(page.label) }));
  return (
    <FooterBar>
      <Container>
        <FooterNav label={t('layout.footerNav')} links={links} />
        <p>{t('layout.adult')}</p>
        {company ? (
          <>
            <p>
              {t('layout.companyLine', {
                company: company.name,
                address: company.address,
                city: company.city,
                country: company.country,
              })}
            </p>
            <p>{t('layout.kvk', { kvk: company.kvk })}</p>
            {company.vat_numbers.length > 0 ? (
              <p>{t('layout.vat', { vat: company.vat_numbers.join(', ') })}</p>
            ) : null}
            {company.tradenames.length > 0 ? (
              <p>{t('layout.tradenames', { names: company.tradenames.join(', ') })}</p>
            ) : null}
            <p>{t('layout.copyright', { year, company: company.name })}</p>
          </>
        ) : null}
      </Container>
    </FooterBar>
  );
}
