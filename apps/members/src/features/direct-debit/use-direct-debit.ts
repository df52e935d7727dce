'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@dating/core/client';
import type { TDirectDebitState } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';

export const DIRECT_DEBIT_KEY = ['directdebit'] as const;
/** How often the purchase asks while the debit is processing. */
export const ORDER_POLL_MS = 2_000;

/** GET /api/directdebit.php: the mandate (masked), pending details and their code, the month's limit. */
export function useDirectDebitState() {
  return useQuery({ queryKey: DIRECT_DEBIT_KEY, queryFn: () => getBrowserApi().directDebit.state() });
}

/** A call answering the page's new state, which then replaces the cached one. */
export function useStateMutation<I>(call: (input: I) => Promise<TDirectDebitState>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => client.setQueryData(DIRECT_DEBIT_KEY, state),
  });
}

/** The API's field errors (`body.iban` → `iban`) as translation keys, by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(error.fields.map((f) => [f.path.replace(/^body\./, ''), f.message]));
}

/** GET /api/orders.php?id=: polled while the debit is processing. */
export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: ['directdebit', 'order', orderId],
    queryFn: () => getBrowserApi().payments.order(orderId!),
    enabled: orderId !== null,
    refetchInterval: (query) => (query.state.data?.order.state === 'processing' ? ORDER_POLL_MS : false),
  });
}
