import type { PaymentProvider } from './provider';

/** What `buildApp` takes for payments (server.ts fills it from the environment, tests from the test). */
export interface PaymentsAppOptions {
  payments?: {
    /** MOLLIE_API_KEY: pay through Mollie; unset: the in-process sandbox provider (`/api/sandbox-provider`). */
    mollieApiKey?: string;
    /** MOLLIE_API_URL: Mollie's base URL (default https://api.mollie.com/v2); a local Mollie-speaking server in tests. */
    mollieApiUrl?: string;
    /** PAYMENT_WEBHOOK_SECRET: key of the webhook HMAC; random per process when unset (sandbox only). */
    webhookSecret?: string;
    /** Tests only: another provider behind the same interface. */
    provider?: PaymentProvider;
  };
}

export const MOLLIE_API_URL = 'https://api.mollie.com/v2';
/** The sandbox answers any key of this shape, as Mollie's test mode keys look. */
export const SANDBOX_API_KEY = 'test_sandboxsandboxsandboxsandbox00';
/** Webhooks older or newer than this (by their signed timestamp) are stale and refused. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;
