const compact = (phone: string) => phone.replace(/[-\s]/g, '');

/**
 * The support phone as shown for a country (spec §9): in the US without +1 and with dashes
 * ('+1 800 555 0199' → '800-555-0199'); elsewhere as configured, with runs of spaces collapsed.
 */
export function formatSupportPhone(phone: string, country: string | null | undefined): string {
  const trimmed = phone.trim().replace(/\s+/g, ' ');
  if ((country ?? '').toUpperCase() !== 'US') return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return trimmed;
  return `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
}

/** Two phone numbers are the same when equal with dashes and spaces removed (spec §9). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return compact(a) === compact(b);
}
