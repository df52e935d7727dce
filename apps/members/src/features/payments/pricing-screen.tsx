'use client';

import Link from 'next/link';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { formatMoney, formatPerCredit } from './money';
import { Muted } from './payments.styles';
import { usePricing } from './use-pricing';
import { DataTable } from './data-table';

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** /pricing: every price a member can pay (messages, photos, gifts, bundles), readable by visitors. */
export function PricingScreen() {
  const { t, i18n } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const errorText = useApiErrorText();
  const pricing = usePricing();
  const locale = i18n.language;
  const data = pricing.data;
  const labels = { message: t('pricing.message'), photo: t('pricing.photo'), gift: t('pricing.gift') };
  const money = (cents: number) => (data ? formatMoney(cents, data.currency, locale) : '');
  return (
    <PageContainer data-screen="pricing" $width="narrow">
      <PageTitle>{tc(SCREEN_TITLE_KEYS.pricing)}</PageTitle>
      {pricing.isPending ? <Spinner /> : null}
      {pricing.isError ? <Alert tone="danger">{errorText(pricing.error)}</Alert> : null}
      {data ? (
        <>
          <Lead>{t('pricing.lead', { currency: data.currency })}</Lead>
          <Muted>
            {t('pricing.country')}: {countryName(data.country, locale)}
          </Muted>
          <h2>{t('pricing.itemsTitle')}</h2>
          <DataTable columns={[t('pricing.item'), t('pricing.credits'), t('pricing.price')]}>
            {data.items.map((item) => (
              <tr key={item.item} data-item={item.item}>
                <th scope="row">{labels[item.item]}</th>
                <td>{item.credits}</td>
                <td>{t('pricing.range', { from: money(item.from_cents), to: money(item.to_cents) })}</td>
              </tr>
            ))}
          </DataTable>
          <h2>{t('pricing.bundlesTitle')}</h2>
          <DataTable columns={[t('pricing.credits'), t('pricing.perCredit'), t('pricing.price')]}>
            {data.packages.map((p) => (
              <tr key={p.id} data-tier={p.tier}>
                <th scope="row">{t('packages.credits', { count: p.credits })}</th>
                <td>{formatPerCredit(p.price_per_credit, p.currency, locale)}</td>
                <td>{money(p.price_cents)}</td>
              </tr>
            ))}
          </DataTable>
          {data.refund_days !== null ? (
            <p>
              <Link href="/pages/return-policy">{t('pricing.refund', { count: data.refund_days })}</Link>
            </p>
          ) : null}
          <Button as={Link} href="/credits">
            {t('pricing.buy')}
          </Button>
        </>
      ) : null}
    </PageContainer>
  );
}
