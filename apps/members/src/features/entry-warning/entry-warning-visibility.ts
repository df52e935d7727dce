import { type TUser } from '@dating/core/contracts';

/** Key of the dismissal in the UI store (spec §2: "Dismissal stores a timestamp"). */
export const ENTRY_WARNING_DISMISSAL = 'site-entry-warning';

/** Routes where the warning stays hidden (spec §2): complete-signup, reset-password, reset-password-do. */
export const ENTRY_WARNING_HIDDEN_ON = ['/complete-signup', '/reset-password', '/reset-password/do'] as const;

export interface EntryWarningVisibilityInput {
  /** `enable_site_entry_popup`. */
  setting: 'yes' | 'no';
  /** `site_entry_countries`: where the site must show it. */
  countries: readonly string[];
  /** `geoip_selected_country`. */
  selectedCountry: string;
  /** undefined while unknown, null for a visitor. */
  user: TUser | null | undefined;
  pathname: string | null;
  /** Installed-app mode (display-mode standalone). */
  standalone: boolean;
  dismissedAt: number | undefined;
  /** The stored dismissals have been read (until then a dismissed warning would flash). */
  dismissalsLoaded: boolean;
}

/**
 * Spec §2 "Modals and entry": shown once, to visitors only, when the site enables it and the selected country
 * is on its list; never in installed-app mode, on the listed routes, or once dismissed (at any time).
 */
export function isEntryWarningVisible(input: EntryWarningVisibilityInput): boolean {
  if (input.setting === 'no') return false;
  if (!input.countries.includes(input.selectedCountry)) return false;
  if (input.user !== null) return false; // logged in, or not known yet
  if (input.standalone) return false;
  if (!input.dismissalsLoaded || input.dismissedAt !== undefined) return false;
  const path = input.pathname ?? '/';
  return !ENTRY_WARNING_HIDDEN_ON.some((p) => path === p);
}
