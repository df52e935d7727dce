import { type TErrorCode } from '@dating/core/contracts';
import { NL_REGIONS, countryRegions } from '@/test/fixtures';
import { memberApi, memberApiError, resetMemberApi, seedRegions } from '@/test/member-api';

export { createOwnPhoto as createPhoto, mainOf } from '@/test/fixtures';
export { renderWithEditor } from '@/test/render';

/** The member-API fake as this feature's tests use it (`vi.mock('@/lib/browser-api')`). */
export const profileApi = memberApi;

/** Clears the fake; three countries' regions and three interests. */
export function resetProfileApi(): void {
  resetMemberApi();
  seedRegions(
    NL_REGIONS,
    countryRegions('PL', 'regionTerm.voivodeship', ['PL-14', 'Mazowieckie'], ['PL-12', 'Małopolskie']),
    countryRegions('DE', 'regionTerm.state', ['DE-BE', 'Berlin']),
  );
  memberApi.interests.list.mockResolvedValue({
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
  return memberApiError(code, status, extra.params, { fields: extra.fields, method: 'PUT' });
}
