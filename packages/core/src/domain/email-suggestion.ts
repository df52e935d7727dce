import { POPULAR_DOMAINS, POPULAR_TLDS, run } from '@zootools/email-spell-checker';

/** Mail providers common in the served countries, on top of the library's (mostly US) list. */
const REGIONAL_DOMAINS = [
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'freenet.de',
  'hotmail.de',
  'hotmail.nl',
  'hotmail.fr',
  'hotmail.it',
  'hotmail.es',
  'outlook.de',
  'outlook.fr',
  'live.nl',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'telenet.be',
  'skynet.be',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'wanadoo.fr',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tiscali.it',
  'wp.pl',
  'onet.pl',
  'o2.pl',
  'interia.pl',
  'bluewin.ch',
  'telefonica.net',
];
const REGIONAL_TLDS = ['de', 'nl', 'be', 'fr', 'it', 'es', 'pl', 'at', 'ch', 'ie', 'co.uk', 'ca', 'com.au'];

const DOMAINS = [...new Set([...POPULAR_DOMAINS, ...REGIONAL_DOMAINS])];
const TLDS = [...new Set([...POPULAR_TLDS, ...REGIONAL_TLDS])];

/**
 * A "did you mean" address for a probably mistyped e-mail domain (spec §5), e.g. `jan@gmial.com` →
 * `jan@gmail.com`; null when the address looks fine or has no domain to correct. The local part is kept as
 * typed.
 */
export function emailSuggestion(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  const check = (e: string) => run({ email: e, domains: DOMAINS, topLevelDomains: TLDS });
  // A domain without a dot ("jan@hotmial") is tried as a .com address too.
  const suggestion =
    check(trimmed) ?? (trimmed.slice(at + 1).includes('.') ? undefined : check(`${trimmed}.com`));
  if (!suggestion?.domain) return null;
  const fixed = `${trimmed.slice(0, at)}@${suggestion.domain}`;
  return fixed.toLowerCase() === trimmed.toLowerCase() ? null : fixed;
}

/**
 * A pragmatic e-mail syntax check (what a sign-up form should accept): one `@`, a local part without spaces,
 * a domain with at least one dot and a top-level domain of two or more letters, at most 254 characters.
 */
export function isValidEmail(email: string): boolean {
  const e = email.trim();
  if (e.length < 6 || e.length > 254) return false;
  return /^[^\s@"(),:;<>[\\\]]{1,64}@(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(
    e,
  );
}
