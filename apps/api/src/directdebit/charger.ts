// What direct debit needs of the payment provider (Mollie's customers, mandates and recurring payments;
// ADR 0017, 0021): the payments domain's `PaymentProvider` has these calls, the tests pass their own.

export interface DirectDebitCharger {
  readonly name: 'mollie' | 'sandbox';
  createCustomer(input: {
    name: string;
    email?: string;
    locale?: string;
    metadata?: Record<string, string>;
    idempotencyKey?: string;
  }): Promise<{ id: string }>;
  createMandate(input: {
    customerId: string;
    consumerName: string;
    consumerAccount: string;
    signatureDate: string;
    mandateReference: string;
    idempotencyKey?: string;
  }): Promise<{ id: string; status: string }>;
  createRecurringPayment(input: {
    amountCents: number;
    currency: string;
    description: string;
    webhookUrl: string;
    metadata: { order_id: string; payment_id: string };
    idempotencyKey: string;
    customerId: string;
    mandateId: string;
  }): Promise<{ id: string; status: string; amountCents: number; currency: string }>;
}

/** `provider_mandate_id` holds both ids the provider needs to charge: `cst_…/mdt_…`. */
export const joinMandateRef = (customerId: string, mandateId: string) => `${customerId}/${mandateId}`;
export function splitMandateRef(ref: string | null): { customerId: string; mandateId: string } | null {
  const [customerId, mandateId] = (ref ?? '').split('/');
  return customerId && mandateId ? { customerId, mandateId } : null;
}
