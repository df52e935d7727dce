import type { SmsTransport } from './sms';
import type { DirectDebitCharger } from './charger';

/** What `buildApp` takes for direct debit (server.ts fills it from the environment, tests from the test). */
export interface DirectDebitAppOptions {
  directDebit?: {
    /** IBAN_ENCRYPTION_KEY: 32 bytes (64 hex or base64); unset: a key derived from PUBLIC_URL (localhost only). */
    ibanKey?: string;
    /** SMS_PROVIDER: `outbox` (default; the local outbox, /api/dev/sms-outbox) or `http`. */
    smsProvider?: 'outbox' | 'http';
    /** SMS_HTTP_URL and SMS_HTTP_TOKEN of the HTTP provider. */
    smsHttpUrl?: string;
    smsHttpToken?: string;
    /** Tests only: how the HTTP provider is reached (default: `fetch`). */
    smsTransport?: SmsTransport;
    /** Tests only: another charger behind the same interface (default: the payment provider). */
    charger?: DirectDebitCharger;
  };
}
