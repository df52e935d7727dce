'use client';

import { useSyncExternalStore } from 'react';
import { captureTracking, loggedOutSearchVisible } from '@dating/core/domain';
import { readTracking } from '@/lib/tracking-storage';
import { useSettings } from '@/providers/settings-context';

/**
 * A visitor's traffic source (spec §4): the stored tracking record's network, or the `network` of the
 * address (read before the tracking capture strips it). null without one; undefined on the server.
 */
export function readNetwork(win: Window = window): string | null {
  const stored = readTracking()?.network;
  if (stored) return stored;
  return captureTracking(win.location.href).record?.network ?? null;
}

const noSubscription = () => () => undefined;
const unknownOnServer = () => undefined;

export type SearchAccess =
  { status: 'allowed'; network: string | null } | { status: 'denied' } | { status: 'pending' };

/**
 * Whether this viewer may search (spec §4 `logged_out_search`, `logged_out_search_trafficsource`): members
 * always; visitors when the site allows it, or allows it for visitors with a traffic source and they have one.
 * The API decides too (403 authentication_required); this spares the call when the answer is known.
 */
export function useSearchAccess(loggedIn: boolean): SearchAccess {
  const settings = useSettings();
  const network = useSyncExternalStore(noSubscription, readNetwork, unknownOnServer);
  if (loggedIn) return { status: 'allowed', network: null };
  const visible = (hasTrafficSource: boolean) =>
    loggedOutSearchVisible({
      loggedIn,
      logged_out_search: settings.logged_out_search,
      logged_out_search_trafficsource: settings.logged_out_search_trafficsource,
      hasTrafficSource,
    });
  if (network === undefined) {
    // Not known yet (server render): decided now only when the traffic source makes no difference.
    if (visible(false)) return { status: 'allowed', network: null };
    if (!visible(true)) return { status: 'denied' };
    return { status: 'pending' };
  }
  return visible(network !== null) ? { status: 'allowed', network } : { status: 'denied' };
}
