'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { ChoiceGroup } from '@dating/ui/choice-group';
import { Modal } from '@dating/ui/modal';
import { Spinner } from '@dating/ui/spinner';
import { useTranslation } from '@dating/i18n/client';
import {
  type TCreditPackage,
  type TPaymentMethod,
  type TRepeatMeans,
  type TRepeatOrdersResponse,
} from '@dating/core/contracts';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { formatMoney } from './money';
import { PaymentState } from './payment-state';
import { Actions, Price, Stack, Tier, TierList } from './payments.styles';
import { newRepeatKey, useRepeatOrder, useRepeatOrders } from './use-repeat-orders';

/** A failed repeat payment (spec §3): try again on the same means, or pay by card or PayPal at checkout. */
function RepeatFailed({
  tier,
  fallbacks,
  onRetry,
}: {
  tier: TCreditPackage['tier'];
  fallbacks: TPaymentMethod[];
  onRetry: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Stack data-state="failed">
      <Alert tone="danger" title={t('repeat.failedTitle')}>
        {t('repeat.failed')}
      </Alert>
      <Button onClick={onRetry} fullWidth>
        {t('repeat.retry')}
      </Button>
      <Actions>
        {fallbacks.includes('creditcard') ? (
          <Button as={Link} href={`/credits/${tier}/creditcard`} variant="secondary">
            {t('repeat.payByCard')}
          </Button>
        ) : null}
        {fallbacks.includes('paypal') ? (
          <Button as={Link} href={`/credits/${tier}/paypal`} variant="secondary">
            {t('repeat.payByPaypal')}
          </Button>
        ) : null}
      </Actions>
    </Stack>
  );
}

/** The kind of each means, by name (static keys, so the unused-key check sees them). */
const MEANS_NAME = {
  creditcard: 'repeat.means.creditcard',
  paypal: 'repeat.means.paypal',
  directdebit: 'repeat.means.directdebit',
} as const satisfies Record<TRepeatMeans['method'], string>;

function MeansPicker({
  means,
  selected,
  onSelect,
}: {
  means: TRepeatMeans[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <ChoiceGroup
      id="repeat-means"
      name="means"
      legend={t('repeat.meansTitle')}
      options={means.map((m) => ({ value: m.id, label: `${m.label} · ${t(MEANS_NAME[m.method])}` }))}
      value={selected}
      onChange={onSelect}
    />
  );
}

/** The purchase itself: pick a means and a bundle, confirm the price, then follow the payment's state. */
function RepeatPurchase({ data }: { data: TRepeatOrdersResponse }) {
  const { t, i18n } = useTranslation('payments');
  const errorText = useApiErrorText();
  const repeat = useRepeatOrder();
  const [meansId, setMeansId] = useState(data.means[0]!.id);
  const [confirming, setConfirming] = useState<TCreditPackage | null>(null);
  const [bought, setBought] = useState<{ orderId: string; pkg: TCreditPackage } | null>(null);
  const [key, setKey] = useState(newRepeatKey);
  const means = data.means.find((m) => m.id === meansId) ?? data.means[0]!;
  const price = (p: TCreditPackage) => formatMoney(p.price_cents, p.currency, i18n.language);

  const confirm = () => {
    const pkg = confirming;
    if (!pkg) return;
    repeat.mutate(
      { package: pkg.tier, mandate_id: means.id, idempotency_key: key },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          setBought({ orderId: answer.order.id, pkg });
          // The next purchase is another charge: another key.
          setKey(newRepeatKey());
        },
      },
    );
  };

  if (bought) {
    return (
      <Stack>
        <PaymentState
          orderId={bought.orderId}
          tier={bought.pkg.tier}
          failed={
            <RepeatFailed
              tier={bought.pkg.tier}
              fallbacks={data.fallback_methods}
              onRetry={() => {
                setBought(null);
                setConfirming(bought.pkg);
              }}
            />
          }
        />
        <Button variant="outline" onClick={() => setBought(null)}>
          {t('repeat.another')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <MeansPicker means={data.means} selected={means.id} onSelect={setMeansId} />
      <h2>{t('repeat.packagesTitle')}</h2>
      <TierList>
        {data.packages.map((p) => (
          <Tier key={p.id} data-tier={p.tier}>
            <h3>{t('packages.credits', { count: p.credits })}</h3>
            <Price>{price(p)}</Price>
            <Button
              onClick={() => setConfirming(p)}
              variant={p.popular ? 'primary' : 'secondary'}
              fullWidth
              aria-label={t('repeat.buyLabel', { credits: p.credits, price: price(p) })}
            >
              {t('repeat.buy')}
            </Button>
          </Tier>
        ))}
      </TierList>
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} size="sm">
        <Modal.Header>{t('repeat.confirmTitle')}</Modal.Header>
        <Modal.Body>
          {confirming ? (
            <p>
              {t('repeat.confirmText', {
                credits: confirming.credits,
                price: price(confirming),
                means: means.label,
              })}
            </p>
          ) : null}
          {repeat.isError ? <Alert tone="danger">{errorText(repeat.error)}</Alert> : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(null)} data-autofocus>
            {t('repeat.cancel')}
          </Button>
          <Button onClick={confirm} loading={repeat.isPending}>
            {confirming ? t('repeat.confirm', { price: price(confirming) }) : null}
          </Button>
        </Modal.Footer>
      </Modal>
    </Stack>
  );
}

/** /credits/repeat-order (spec §3): one-click rebuy on a card, PayPal or bank account used before. */
export function RepeatOrderScreen() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const errorText = useApiErrorText();
  const query = useRepeatOrders();
  const data = query.data;
  return (
    <PageContainer data-screen="repeatOrder">
      <PageTitle>{tc(SCREEN_TITLE_KEYS.repeatOrder)}</PageTitle>
      <Lead>{t('repeat.lead')}</Lead>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Alert tone="danger">{errorText(query.error)}</Alert> : null}
      {data && data.means.length === 0 ? (
        <Stack>
          <Alert tone="info">{t('repeat.noMeans')}</Alert>
          <Button as={Link} href="/credits">
            {t('repeat.noMeansAction')}
          </Button>
        </Stack>
      ) : null}
      {data && data.means.length > 0 ? <RepeatPurchase data={data} /> : null}
    </PageContainer>
  );
}
