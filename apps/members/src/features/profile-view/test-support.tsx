import { type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import {
  type TErrorCode,
  type TMemberPhoto,
  type TMemberProfile,
  type TMemberResponse,
  type TPublicProfile,
  type TSettings,
  type TUser,
} from '@dating/core/contracts';
import { getResources } from '@dating/i18n';
import { AppProviders } from '@/providers/app-providers';
import { createSettings } from '@/test/fixtures';
import { navigation } from '@/test/navigation-mock';

/** A fake of the browser API client for the profile screen (`vi.mock('@/lib/browser-api')`). */
export const profileApi = {
  profiles: { member: vi.fn(), block: vi.fn(), unblock: vi.fn() },
  regions: { list: vi.fn() },
  user: { get: vi.fn() },
};

export function resetProfileApi(): void {
  for (const group of Object.values(profileApi)) for (const fn of Object.values(group)) fn.mockReset();
  profileApi.regions.list.mockResolvedValue({
    countries: [{ country: 'NL', term: 'regionTerm.province', regions: [{ id: 'NL-UT', name: 'Utrecht' }] }],
  });
}

export function profileApiError(code: TErrorCode, status: number, params?: Record<string, string | number>) {
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    envelope: { error: { code, message: `errors.${code}`, status, ...(params ? { params } : {}) } },
    method: 'GET',
    path: '/api/member.php',
  });
}

const image = (key: string) => ({
  filename: `/api/media/${key}.webp`,
  thumb_filename: `/api/media/${key}-thumb.webp`,
  width: 800,
  height: 1000,
  status: 'approved' as const,
});

/** A photo as the API sends it: `createPhoto('p2', { locked: true })` has no URL, only its blur. */
export function createPhoto(id: string, overrides: Partial<TMemberPhoto> = {}): TMemberPhoto {
  const locked = overrides.locked ?? false;
  return {
    id,
    private: false,
    locked,
    width: 800,
    height: 1000,
    blur: 'data:image/webp;base64,UklGRg==',
    image: locked ? null : image(id),
    ...overrides,
  };
}

/** Another member's profile in one line: `createMemberProfile({ fictional: true })`. */
export function createMemberProfile(overrides: Partial<TMemberProfile> = {}): TMemberProfile {
  const photos = overrides.photos ?? [createPhoto('p1'), createPhoto('p2'), createPhoto('p3')];
  return {
    id: 'b9f0c8a2-1111-4222-8333-444455556666',
    name: 'Anna',
    age: 34,
    gender: 'female',
    sexuality: 'hetero',
    city: 'Amersfoort',
    country: 'NL',
    region: 'NL-UT',
    main_image: photos[0]?.image ?? null,
    fictional: false,
    bio: 'I love long walks by the sea.',
    interests: ['kissing', 'massages'],
    hair_colour: 'blond',
    eye_colour: 'blue',
    body_type: null,
    relationship_status: 'single',
    tattoos: false,
    note: null,
    photos,
    locked_photos: photos.filter((p) => p.locked).length,
    blocked: false,
    invisible: false,
    own: false,
    ...overrides,
  };
}

export function createRelated(id: string, overrides: Partial<TPublicProfile> = {}): TPublicProfile {
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    gender: 'female',
    sexuality: 'hetero',
    city: 'Utrecht',
    country: 'NL',
    region: 'NL-UT',
    main_image: image(`r-${id}`),
    fictional: false,
    ...overrides,
  };
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

/** Renders with every app provider and the `member` namespace (the root layout loads it too). */
export function renderProfile(ui: ReactElement, options: RenderProfileOptions = {}): RenderResult {
  navigation.pathname = options.pathname ?? '/members/b9f0c8a2-1111-4222-8333-444455556666';
  return render(
    <AppProviders
      locale="en"
      resources={getResources('en', ['common', 'ui', 'errors', 'profile', 'member'])}
      settings={createSettings({
        fictional_warning: 'common:disclaimer.fictional',
        fictional_singular: 'common:disclaimer.fictionalIcon',
        ...options.settings,
      })}
      user={options.user ?? null}
    >
      {ui}
    </AppProviders>,
  );
}
