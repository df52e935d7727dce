import { TERMS_VERSION_FLOOR } from './constants';

/** Version date of the terms (spec §9): 2023-12-01T12:00:00Z, or the company-added date if later. */
export function termsVersionDate(companyAdded?: string | null): string {
  const floor = Date.parse(TERMS_VERSION_FLOOR);
  const added = companyAdded ? Date.parse(companyAdded) : Number.NaN;
  return new Date(Number.isNaN(added) ? floor : Math.max(floor, added)).toISOString();
}
