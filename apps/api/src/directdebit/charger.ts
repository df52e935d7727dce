import type { PaymentProvider } from '../payments/provider';

/**
 * What direct debit needs of the payment provider (ADR 0017, 0021): a Mollie customer, a SEPA mandate on it
 * and recurring payments charged on that mandate. The payments domain's provider has these calls.
 */
export type DirectDebitCharger = Pick<
  PaymentProvider,
  'name' | 'createCustomer' | 'createMandate' | 'createRecurringPayment'
>;

/** `provider_mandate_id` holds both ids the provider needs to charge: `cst_…/mdt_…`. */
export const joinMandateRef = (customerId: string, mandateId: string) => `${customerId}/${mandateId}`;
export function splitMandateRef(ref: string | null): { customerId: string; mandateId: string } | null {
  const [customerId, mandateId] = (ref ?? '').split('/');
  return customerId && mandateId ? { customerId, mandateId } : null;
}
