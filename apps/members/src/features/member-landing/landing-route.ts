/** The language a landing slug names, as the landers read it (spec §9). */
export { slugLocale } from '@dating/core/domain';

/** The four member landing designs of spec §2 (`/members/{id}/{variant}/{slug?}`). */
export const LANDING_VARIANTS = ['landing', 'signup', 'landing2', 'landing3'] as const;
export type LandingVariant = (typeof LANDING_VARIANTS)[number];

/** Where a visitor goes once signed up: the member's profile, or a chat with them. */
export type LandingDestination = 'profile' | 'chat';

/**
 * The member id, design and slug of a member landing path, or null for any other path. Only landing2 and
 * landing3 take a slug; landing and signup take none.
 */
export function parseLandingPath(
  pathname: string,
): { id: string; variant: LandingVariant; slug: string | null } | null {
  const segments = pathname.split('/').filter(Boolean);
  const [members, id, variant, slug, ...rest] = segments;
  if (members !== 'members' || !id || !variant || rest.length) return null;
  if (!(LANDING_VARIANTS as readonly string[]).includes(variant)) return null;
  if (slug !== undefined && (variant === 'landing' || variant === 'signup')) return null;
  try {
    return {
      id: decodeURIComponent(id),
      variant: variant as LandingVariant,
      slug: slug ? decodeURIComponent(slug) : null,
    };
  } catch {
    return null;
  }
}

/** The path a new member is sent to after sign-up. */
export function destinationPath(id: string, destination: LandingDestination): string {
  const base = `/members/${encodeURIComponent(id)}`;
  return destination === 'chat' ? `${base}/chat` : base;
}
