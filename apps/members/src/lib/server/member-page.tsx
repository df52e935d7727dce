import { type ReactNode } from 'react';
import { type NamespaceLevel } from '@/lib/i18n-namespaces';
import { requireMember } from './require-member';
import { Translations } from './translations';

/** A page's route without dynamic segments: the route is the page's own path. */
type StaticRoute = Exclude<Extract<NamespaceLevel, `/${string}`>, `${string}[${string}`>;

/**
 * The body of a member-only page with a static route: a visitor is sent to log in (`requireMember(of)`), a
 * member gets the screen with the page's namespaces (`<Translations of={of}>`).
 */
export async function MemberPage({ of, screen }: { of: StaticRoute; screen: ReactNode }) {
  await requireMember(of);
  return <Translations of={of}>{screen}</Translations>;
}
