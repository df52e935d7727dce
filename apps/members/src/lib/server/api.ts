import { cache } from 'react';
import { headers } from 'next/headers';
import { createApiClient, type ApiClient } from '@dating/core/client';
import * as contracts from '@dating/core/contracts';
import { env } from '@/env';

/** The incoming request's host (`example.com` or `localhost:3000`), as the API's settings expect it. */
export const getRequestHost = cache(async (): Promise<string> => {
  const h = await headers();
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? '').split(',')[0]?.trim() ?? '';
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host.toLowerCase() : 'localhost';
});

/**
 * The API client for this request, on the server: talks to API_URL directly and forwards the member's
 * cookie and the host, so the API sees the same session and site as the browser would. It parses every answer
 * with its contract (the browser's client does not: ADR 0033).
 */
export const getServerApi = cache(async (): Promise<ApiClient> => {
  const h = await headers();
  const host = await getRequestHost();
  const forwarded: Record<string, string> = { 'x-forwarded-host': host };
  const cookie = h.get('cookie');
  if (cookie) forwarded.cookie = cookie;
  const acceptLanguage = h.get('accept-language');
  if (acceptLanguage) forwarded['accept-language'] = acceptLanguage;
  const forwardedFor = h.get('x-forwarded-for');
  if (forwardedFor) forwarded['x-forwarded-for'] = forwardedFor;
  return createApiClient({
    baseUrl: env.API_URL,
    headers: forwarded,
    retries: 1,
    baseDelayMs: 100,
    contracts,
  });
});
