import { createApiClient, type ApiClient } from '@dating/core/client';
import { BAN_PAGE } from './ban-page';

let client: ApiClient | null = null;
let authRequiredHandler: (() => void) | null = null;

/** Registers what happens when a call answers 403 authentication_required (spec §6: silent logout). */
export function onAuthRequired(handler: (() => void) | null): void {
  authRequiredHandler = handler;
}

/** The browser's API client: same origin (`/api/...`), one instance per tab. */
export function getBrowserApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: '',
    onAuthRequired: () => authRequiredHandler?.(),
    // A banned member (ADR 0034), whether logging in or with a session the ban revoked, sees the ban page.
    onBanned: () => window.location.assign(BAN_PAGE),
  });
  return client;
}
