'use client';

import Link from 'next/link';
import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { useToast } from '@dating/ui/toast';
import { useTranslation } from '@dating/i18n/client';
import { type TPackageTier } from '@dating/core/contracts';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { queryKeys } from '@/lib/query-keys';
import { Actions, Muted, Stack } from './payments.styles';
import { usePackages } from './use-packages';
import { useOrderStatus } from './use-order-status';

/**
 * The payment state page (spec §4): loading, processing (polled), completed with the credits added and a
 * toast, or failed/cancelled ("Payment failed or has been cancelled.") offering the same or another method.
 */
export function PaymentState({
  orderId,
  tier,
  failed,
}: {
  orderId: string;
  tier: TPackageTier | null;
  /** Shown instead of the checkout's retry and methods when the payment failed (repeat orders). */
  failed?: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText();
  const status = useOrderStatus(orderId);
  const toast = useToast();
  const queryClient = useQueryClient();
  const toasted = useRef(false);
  const order = status.data?.order;

  useEffect(() => {
    if (order?.state !== 'completed' || toasted.current) return;
    toasted.current = true;
    toast.show({ tone: 'success', title: t('state.toast', { count: order.credits }) });
    // The top bar's credits and premium state come from the member query.
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
  }, [order?.state, order?.credits, toast, t, queryClient]);

  if (status.isPending) {
    return (
      <Stack role="status">
        <Spinner />
        <p>{t('state.loading')}</p>
      </Stack>
    );
  }
  if (status.isError || !order) return <Alert tone="danger">{errorText(status.error)}</Alert>;

  if (order.state === 'processing') {
    return (
      <Stack data-state="processing">
        <Alert tone="info" title={t('state.processingTitle')}>
          {t('state.processing')}
        </Alert>
        <Spinner />
      </Stack>
    );
  }
  if (order.state === 'completed') {
    return (
      <Stack data-state="completed">
        <Alert tone="success" title={t('state.completedTitle')}>
          {t('state.completed', { count: order.credits })}
        </Alert>
        <p>{t('packages.balance', { count: status.data.credits })}</p>
        <Actions>
          <Button as={Link} href="/members">
            {t('state.toMembers')}
          </Button>
          <Button as={Link} href="/transactions" variant="secondary">
            {t('state.toTransactions')}
          </Button>
        </Actions>
      </Stack>
    );
  }
  if (failed) return failed;
  return <PaymentFailed tier={tier ?? order.package} method={order.method} state={order.state} />;
}

function PaymentFailed({
  tier,
  method,
  state,
}: {
  tier: TPackageTier | null;
  method: string;
  state: 'failed' | 'cancelled';
}) {
  const { t } = useTranslation('payments');
  const packages = usePackages();
  const others = (packages.data?.methods ?? []).filter((m) => m.id !== method);
  const target = tier ?? 'p0';
  const name = (id: string) => t(`methods.${id}` as 'methods.ideal');
  return (
    <Stack data-state={state}>
      <Alert tone="danger" title={t('state.failedTitle')}>
        {t('state.failed')}
      </Alert>
      <Button as={Link} href={`/credits/${target}/${method}`}>
        {t('state.retry', { method: name(method) })}
      </Button>
      {others.length > 0 ? (
        <>
          <Muted>{t('state.otherMethods')}</Muted>
          <Actions>
            {others.map((m) => (
              <Button key={m.id} as={Link} href={`/credits/${target}/${m.id}`} variant="secondary" size="sm">
                {name(m.id)}
              </Button>
            ))}
          </Actions>
        </>
      ) : null}
    </Stack>
  );
}
