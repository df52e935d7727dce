import { type RenderResult } from '@testing-library/react';
import {
  type TErrorCode,
  type TMemberProfile,
  type TMemberResponse,
  type TPublicProfile,
  type TSettings,
  type TUser,
} from '@dating/core/contracts';
import { countryRegions, createMemberProfile, createPublicProfile } from '@/test/fixtures';
import { memberApi, memberApiError, resetMemberApi, seedRegions } from '@/test/member-api';
import { navigation } from '@/test/navigation-mock';
import { renderApp } from '@/test/render';
import { ProfileScreen, type ProfileScreenProps } from './profile-screen';

export { createMemberPhoto as createPhoto, createMemberProfile } from '@/test/fixtures';

/** The id of the profile the screen's tests show (`createMemberProfile`'s own). */
export const PROFILE_ID = 'b9f0c8a2-1111-4222-8333-444455556666';

/** The member-API fake as the profile screen's tests use it (setup.ts mocks the browser API with it). */
export const profileApi = memberApi;

/** Clears the fake; one country with one region. */
export function resetProfileApi(): void {
  resetMemberApi();
  seedRegions(countryRegions('NL', 'regionTerm.province', ['NL-UT', 'Utrecht']));
}

export function profileApiError(code: TErrorCode, status: number, params?: Record<string, string | number>) {
  return memberApiError(code, status, params, { path: '/api/member.php' });
}

/** A similar profile under the profile (its photo named `r-<id>`): `createRelated('r1', { fictional: true })`. */
export function createRelated(id: string, overrides: Partial<TPublicProfile> = {}): TPublicProfile {
  return createPublicProfile(id, {
    main_image: {
      filename: `/api/media/r-${id}.webp`,
      thumb_filename: `/api/media/r-${id}-thumb.webp`,
      width: 800,
      height: 1000,
      status: 'approved',
    },
    ...overrides,
  });
}

export function createMemberResponse(
  profile: Partial<TMemberProfile> = {},
  related: TPublicProfile[] = [createRelated('r1')],
): TMemberResponse {
  return { profile: createMemberProfile(profile), related };
}

export interface RenderProfileOptions {
  user?: TUser | null;
  settings?: Partial<TSettings>;
  pathname?: string;
}

/**
 * Renders the profile screen of `PROFILE_ID` with `props`, every app provider and the `member` namespace (the
 * root layout loads it too).
 */
export function renderProfileScreen(
  props: Omit<ProfileScreenProps, 'profileId'> = {},
  options: RenderProfileOptions = {},
): RenderResult {
  navigation.pathname = options.pathname ?? `/members/${PROFILE_ID}`;
  return renderApp(<ProfileScreen profileId={PROFILE_ID} {...props} />, {
    user: options.user,
    settings: {
      fictional_warning: 'common:disclaimer.fictional',
      fictional_singular: 'common:disclaimer.fictionalIcon',
      ...options.settings,
    },
    namespaces: ['common', 'ui', 'errors', 'profile', 'member', 'report'],
  });
}
