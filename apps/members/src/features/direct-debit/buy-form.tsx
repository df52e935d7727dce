'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Checkbox } from '@dating/ui/checkbox';
import { Spinner } from '@dating/ui/spinner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@dating/i18n/client';
import type { TDirectDebitState, TPackageTier } from '@dating/core/contracts';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { getBrowserApi } from '@/lib/browser-api';
import { DIRECT_DEBIT_KEY, useOrder } from './use-direct-debit';

const money = (cents: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** The package picker (prices shown before anything is spent), the authorisation and the debit. */
export function BuyForm({ limit }: { limit: TDirectDebitState['limit'] }) {
  const { t, i18n } = useTranslation('directdebit');
  const errorText = useApiErrorText();
  const client = useQueryClient();
  const packages = useQuery({
    queryKey: ['directdebit', 'packages'],
    queryFn: () => getBrowserApi().payments.packages(),
  });
  const order = useMutation({
    mutationFn: (tier: TPackageTier) => getBrowserApi().directDebit.order({ package: tier, authorise: true }),
    onSettled: () => client.invalidateQueries({ queryKey: DIRECT_DEBIT_KEY }),
  });
  const status = useOrder(order.data?.order.id ?? null);
  const [tier, setTier] = useState<TPackageTier | ''>('');
  const [authorised, setAuthorised] = useState(false);
  const [tried, setTried] = useState(false);
  const locale = i18n.language;

  if (packages.isPending) return <Spinner />;
  if (packages.isError) return <Alert tone="danger">{errorText(packages.error)}</Alert>;
  const list = packages.data.packages;
  const chosen = list.find((p) => p.tier === tier) ?? list.find((p) => p.popular) ?? list[0];
  const state = status.data?.order.state ?? order.data?.order.state;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!authorised || !chosen) return;
    order.mutate(chosen.tier);
  };

  if (state === 'completed')
    return <Alert tone="success">{t('buy.done', { credits: status.data?.order.credits ?? 0 })}</Alert>;
  if (state === 'failed' || state === 'cancelled') return <Alert tone="danger">{t('buy.failed')}</Alert>;
  if (state === 'processing') return <p role="status">{t('buy.processing')}</p>;

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="dd-buy">
      <h2 id="dd-buy">{t('buy.heading')}</h2>
      <p>
        {t('buy.remaining', {
          amount: money(Math.max(limit.monthly_cents - limit.used_cents, 0), limit.currency, locale),
        })}
      </p>
      <fieldset>
        <legend>{t('buy.heading')}</legend>
        {list.map((p) => (
          <label key={p.tier} data-tier={p.tier}>
            <input
              type="radio"
              name="package"
              value={p.tier}
              checked={chosen?.tier === p.tier}
              onChange={() => setTier(p.tier)}
            />
            {t('buy.package', { credits: p.credits })} · {money(p.price_cents, p.currency, locale)}
          </label>
        ))}
      </fieldset>
      <Checkbox
        name="authorise"
        label={t('buy.authorise')}
        checked={authorised}
        required
        error={tried && !authorised ? t('errors.authoriseRequired') : undefined}
        onChange={(e) => setAuthorised(e.currentTarget.checked)}
      />
      {order.isError ? <Alert tone="danger">{errorText(order.error)}</Alert> : null}
      <Button type="submit" loading={order.isPending} fullWidth>
        {t('buy.submit', { price: chosen ? money(chosen.price_cents, chosen.currency, locale) : '' })}
      </Button>
    </form>
  );
}
