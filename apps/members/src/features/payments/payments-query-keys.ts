/** Query keys of the payment screens; the member is part of the key so another login never sees them. */
export const paymentsQueryKeys = {
  all: ['payments'] as const,
  packages: (viewer: string | null, country?: string) =>
    [...paymentsQueryKeys.all, 'packages', viewer ?? 'visitor', country ?? 'default'] as const,
  pricing: (country?: string) => [...paymentsQueryKeys.all, 'pricing', country ?? 'default'] as const,
  order: (id: string) => [...paymentsQueryKeys.all, 'order', id] as const,
  ledger: () => [...paymentsQueryKeys.all, 'ledger'] as const,
  repeat: (viewer: string | null) => [...paymentsQueryKeys.all, 'repeat', viewer ?? 'visitor'] as const,
  ledgerEntry: (id: number) => [...paymentsQueryKeys.all, 'ledger', 'entry', id] as const,
};
