'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { TextField } from '@dating/ui/text-field';
import { useTranslation } from '@dating/i18n/client';
import {
  PACKAGE_TIERS,
  PAYMENT_METHODS,
  type TPackageTier,
  type TPaymentMethod,
} from '@dating/core/contracts';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { formatMoney } from './money';
import { MethodList, MethodOption, Stack } from './payments.styles';
import { PaymentState } from './payment-state';
import { useCreateOrder } from './use-create-order';
import { usePackages } from './use-packages';

const isTier = (v: string): v is TPackageTier => (PACKAGE_TIERS as readonly string[]).includes(v);
const isMethod = (v: string | undefined): v is TPaymentMethod =>
  v !== undefined && (PAYMENT_METHODS as readonly string[]).includes(v);

/**
 * /credits/{tier}/{method?}: choose how to pay for a bundle and go to the provider; with `?order=` (the
 * provider's return) the payment state instead.
 */
export function CheckoutScreen({
  tier,
  method,
  orderId,
  code,
}: {
  tier: string;
  method?: string;
  orderId?: string;
  /** A discount code handed over in the link (`?code=`), e.g. the welcome discount. */
  code?: string;
}) {
  const { t: tc } = useTranslation();
  return (
    <PageContainer data-screen="creditsPayment" $width="narrow">
      <PageTitle>{tc(SCREEN_TITLE_KEYS.creditsPayment)}</PageTitle>
      {orderId ? (
        <PaymentState orderId={orderId} tier={isTier(tier) ? tier : null} />
      ) : (
        <CheckoutForm tier={tier} initialMethod={isMethod(method) ? method : undefined} initialCode={code} />
      )}
    </PageContainer>
  );
}

function CheckoutForm({
  tier,
  initialMethod,
  initialCode,
}: {
  tier: string;
  initialMethod?: TPaymentMethod;
  initialCode?: string;
}) {
  const { t, i18n } = useTranslation('payments');
  const errorText = useApiErrorText();
  const packages = usePackages();
  const createOrder = useCreateOrder();
  const [method, setMethod] = useState<TPaymentMethod | ''>(initialMethod ?? '');
  const [code, setCode] = useState<string | null>(initialCode ?? null);
  const data = packages.data;
  if (packages.isPending) return <Spinner />;
  if (packages.isError) return <Alert tone="danger">{errorText(packages.error)}</Alert>;
  const pkg = data?.packages.find((p) => p.tier === tier);
  if (!data || !pkg || !isTier(tier)) {
    return (
      <Stack>
        <Alert tone="warning">{t('checkout.unknownPackage')}</Alert>
        <Button as={Link} href="/credits" variant="secondary">
          {t('checkout.otherPackage')}
        </Button>
      </Stack>
    );
  }
  const locale = i18n.language;
  const codeValue = code ?? data.discount?.code ?? '';
  const discounted =
    data.discount && codeValue.toUpperCase() === data.discount.code ? pkg.discounted_price_cents : null;
  const pay = formatMoney(discounted ?? pkg.price_cents, pkg.currency, locale);
  const amount = discounted ?? pkg.price_cents;
  const methods = data.methods.filter(
    (m) => amount >= m.minimum_cents && (m.maximum_cents === null || amount <= m.maximum_cents),
  );
  const selected = methods.some((m) => m.id === method) ? method : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    createOrder.mutate({
      package: tier,
      method: selected,
      ...(codeValue.trim() ? { discount_code: codeValue.trim() } : {}),
    });
  };

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack>
        <Lead>
          {t('checkout.summary', {
            credits: pkg.credits,
            price: formatMoney(pkg.price_cents, pkg.currency, locale),
          })}
        </Lead>
        {discounted !== null && data.discount ? (
          <Alert tone="success">
            {t('checkout.discounted', {
              percentage: data.discount.percentage,
              code: data.discount.code,
              price: pay,
            })}
          </Alert>
        ) : null}
        {methods.length === 0 ? (
          <Alert tone="warning">{t('checkout.noMethods')}</Alert>
        ) : (
          <MethodList>
            <legend>{t('checkout.method')}</legend>
            {methods.map((m) => (
              <MethodOption key={m.id} data-method={m.id}>
                <input
                  type="radio"
                  name="method"
                  value={m.id}
                  checked={selected === m.id}
                  onChange={() => setMethod(m.id)}
                  required
                />
                {t(`methods.${m.id}`)}
              </MethodOption>
            ))}
          </MethodList>
        )}
        <TextField
          label={t('checkout.code')}
          name="discount_code"
          value={codeValue}
          autoComplete="off"
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        {createOrder.isError ? <Alert tone="danger">{errorText(createOrder.error)}</Alert> : null}
        {createOrder.isSuccess ? <p role="status">{t('checkout.redirecting')}</p> : null}
        <Button
          type="submit"
          disabled={!selected}
          loading={createOrder.isPending || createOrder.isSuccess}
          fullWidth
        >
          {t('checkout.pay', { price: pay })}
        </Button>
        <Link href="/credits">{t('checkout.otherPackage')}</Link>
      </Stack>
    </form>
  );
}
