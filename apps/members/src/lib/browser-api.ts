import { createApiClient, type ApiClient } from '@dating/core/client';

let client: ApiClient | null = null;
let authRequiredHandler: (() => void) | null = null;

/** Registers what happens when a call answers 403 authentication_required (spec §6: silent logout). */
export function onAuthRequired(handler: (() => void) | null): void {
  authRequiredHandler = handler;
}

/** The browser's API client: same origin (`/api/...`), one instance per tab. */
export function getBrowserApi(): ApiClient {
  client ??= createApiClient({ baseUrl: '', onAuthRequired: () => authRequiredHandler?.() });
  return client;
}
