import { loadLandingMember } from './load-landing-member';
import { type LandingDestination, type LandingVariant } from './landing-route';
import { MemberLanding } from './member-landing';

/**
 * The server side of the four member landing routes: loads the member (unknown, hidden, blocked or deleted
 * members are the 404 page) and renders the design. The slug's language is set by `proxy.ts`.
 */
export async function MemberLandingPage({
  id,
  variant,
  destination = 'profile',
}: {
  id: string;
  variant: LandingVariant;
  destination?: LandingDestination;
}) {
  const profile = await loadLandingMember(id);
  return <MemberLanding key={id} profile={profile} variant={variant} destination={destination} />;
}
