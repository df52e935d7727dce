import { type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import { type TErrorCode, type TOwnPhoto, type TSettings, type TUser } from '@dating/core/contracts';
import { getResources, type Locale } from '@dating/i18n';
import { AppProviders } from '@/providers/app-providers';
import { createSettings } from '@/test/fixtures';

/** A fake of the browser API client for this feature's tests (`vi.mock('@/lib/browser-api')`). */
export const profileApi = {
  account: { updateProfile: vi.fn() },
  profiles: { updatePhoto: vi.fn(), deletePhoto: vi.fn(), orderPhotos: vi.fn() },
  regions: { list: vi.fn() },
  interests: { list: vi.fn() },
  user: { get: vi.fn() },
};

export function resetProfileApi(): void {
  for (const group of Object.values(profileApi)) for (const fn of Object.values(group)) fn.mockReset();
  profileApi.regions.list.mockResolvedValue({
    countries: [
      {
        country: 'NL',
        term: 'regionTerm.province',
        regions: [
          { id: 'NL-UT', name: 'Utrecht' },
          { id: 'NL-NH', name: 'Noord-Holland' },
        ],
      },
      {
        country: 'PL',
        term: 'regionTerm.voivodeship',
        regions: [
          { id: 'PL-14', name: 'Mazowieckie' },
          { id: 'PL-12', name: 'Małopolskie' },
        ],
      },
      { country: 'DE', term: 'regionTerm.state', regions: [{ id: 'DE-BE', name: 'Berlin' }] },
    ],
  });
  profileApi.interests.list.mockResolvedValue({
    interests: [
      { key: 'hiking', category: 'lifestyle' },
      { key: 'wine', category: 'food' },
      { key: 'kissing', category: 'intimacy' },
    ],
  });
}

/** An ApiError as the client throws it for an error envelope. */
export function apiError(
  code: TErrorCode,
  status: number,
  extra: { params?: Record<string, string | number>; fields?: { path: string; message: string }[] } = {},
) {
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    fields: extra.fields,
    envelope: {
      error: {
        code,
        message: `errors.${code}`,
        status,
        ...(extra.params ? { params: extra.params } : {}),
        ...(extra.fields ? { fields: extra.fields } : {}),
      },
    },
    method: 'PUT',
    path: '/api/test',
  });
}

/** One own photo in one line: `createPhoto('p2', { private: true })`. */
export function createPhoto(id: string, overrides: Partial<TOwnPhoto> = {}): TOwnPhoto {
  return {
    id,
    filename: `/api/media/${id}.webp`,
    thumb_filename: `/api/media/${id}-thumb.webp`,
    width: 600,
    height: 800,
    status: 'approved',
    private: false,
    ...overrides,
  };
}

/** The main_image of a photo (the profile names its main photo by its renditions). */
export function mainOf(photo: TOwnPhoto): TUser['profile']['main_image'] {
  return {
    filename: photo.filename,
    thumb_filename: photo.thumb_filename,
    width: photo.width,
    height: photo.height,
    status: photo.status,
  };
}

/** Renders with every app provider and the `editor` namespace (which the shared test render leaves out). */
export function renderWithEditor(
  ui: ReactElement,
  options: { user: TUser | null; settings?: Partial<TSettings>; locale?: Locale },
): RenderResult {
  const locale = options.locale ?? 'en';
  return render(
    <AppProviders
      locale={locale}
      resources={getResources(locale, ['common', 'ui', 'errors', 'profile', 'signup', 'account', 'editor'])}
      settings={createSettings(options.settings)}
      user={options.user}
    >
      {ui}
    </AppProviders>,
  );
}
