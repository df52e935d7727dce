/**
 * One function per check of the translation catalogues. Each answers for one file or one key, so that
 * `checkTranslations` reports in a stable order: per namespace, per locale, per key.
 */
import { interpolationVariables, pluralCategories, type Expected } from './catalog-keys';
import { isQuotedIn, stringLiterals } from './string-literals';
import { issue, type CheckInput, type Issue } from './issue';

/** Where a key sits: locale and namespace. */
export interface KeyPlace {
  locale: string;
  namespace: string;
}

type ExpectedKey = Expected['keys'] extends Map<string, infer V> ? V : never;

/** Files `locales/<lng>/<ns>.json` whose namespace is not declared. */
export function checkUnknownNamespaces(
  input: Pick<CheckInput, 'locales' | 'namespaces' | 'catalogs'>,
): Issue[] {
  const { locales, namespaces, catalogs } = input;
  const issues: Issue[] = [];
  for (const lng of locales) {
    for (const ns of Object.keys(catalogs[lng] ?? {})) {
      if (!namespaces.includes(ns))
        issues.push(
          issue(
            'error',
            'unknown-namespace',
            lng,
            ns,
            '',
            `unknown namespace file ${lng}/${ns}.json (namespaces: ${namespaces.join(', ')})`,
            `${lng}/${ns}.json`,
          ),
        );
    }
  }
  return issues;
}

/** A locale's file of a namespace is absent. */
export function checkFileExists({ locale, namespace }: KeyPlace, data: unknown): Issue | null {
  if (data !== undefined) return null;
  const file = `${locale}/${namespace}.json`;
  return issue('error', 'missing-file', locale, namespace, '', `missing file ${file}`, file);
}

/** A key (or the plural form the language needs) that English has is missing. */
export function checkKeyPresent(
  { locale, namespace }: KeyPlace,
  keys: Map<string, unknown>,
  key: string,
  expected: ExpectedKey,
): Issue | null {
  if (keys.has(key)) return null;
  if (expected.pluralBase) {
    const forms = `${locale} needs ${pluralCategories(locale)
      .map((c) => `_${c}`)
      .join(' ')}`;
    return issue(
      'error',
      'missing',
      locale,
      namespace,
      key,
      `missing plural form ${key} (${forms})`,
      `plural form (${forms})`,
    );
  }
  return issue('error', 'missing', locale, namespace, key, `missing key ${key}`);
}

/** A value that is not a string. */
export function checkValueIsString(
  { locale, namespace }: KeyPlace,
  key: string,
  value: unknown,
): Issue | null {
  if (typeof value === 'string') return null;
  return issue(
    'error',
    'invalid-value',
    locale,
    namespace,
    key,
    `value of ${key} is ${describe(value)}, expected a string`,
    describe(value),
  );
}

/** A blank value. */
export function checkNotEmpty({ locale, namespace }: KeyPlace, key: string, value: string): Issue | null {
  if (value.trim() !== '') return null;
  return issue('error', 'empty', locale, namespace, key, `empty value for ${key}`);
}

/**
 * `{{variables}}` of a translation against English: the same set, or for a plural form any of the group's
 * variables with all but `count` required.
 */
export function checkVariables(
  { locale, namespace }: KeyPlace,
  key: string,
  value: string,
  expected: ExpectedKey,
  groupVars: ReadonlyMap<string, Set<string>>,
): Issue | null {
  const got = interpolationVariables(value);
  if (expected.pluralBase) {
    const allowed = groupVars.get(expected.pluralBase) ?? new Set<string>();
    const required = new Set([...allowed].filter((v) => v !== 'count'));
    const unknown = [...got].filter((v) => !allowed.has(v));
    const lacking = [...required].filter((v) => !got.has(v));
    if (!unknown.length && !lacking.length) return null;
    const detail = [
      ...(lacking.length ? [`lacks ${list(lacking)}`] : []),
      ...(unknown.length ? [`has unknown ${list(unknown)}`] : []),
    ].join('; ');
    return issue(
      'error',
      'variables',
      locale,
      namespace,
      key,
      `variables of ${key} differ from English: ${detail}`,
      detail,
    );
  }
  const want = interpolationVariables(expected.sourceValue);
  if (sameSet(want, got)) return null;
  const detail = `English has ${list(want)}, ${locale} has ${list(got)}`;
  return issue('error', 'variables', locale, namespace, key, `variables of ${key} differ: ${detail}`, detail);
}

/** A warning: the translation is English word for word (and has words, not only variables). */
export function checkNotIdentical(
  { locale, namespace }: KeyPlace,
  key: string,
  value: string,
  expected: ExpectedKey,
): Issue | null {
  if (value !== expected.sourceValue || !/\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''))) return null;
  return issue(
    'warning',
    'identical',
    locale,
    namespace,
    key,
    `${key} is identical to English ("${truncate(value)}")`,
    `"${truncate(value)}"`,
  );
}

/** Keys a translation has that English does not. */
export function checkExtraKeys(
  { locale, namespace }: KeyPlace,
  keys: Map<string, unknown>,
  expected: Expected['keys'],
): Issue[] {
  return [...keys.keys()]
    .filter((key) => !expected.has(key))
    .map((key) => issue('error', 'extra', locale, namespace, key, `extra key ${key} (not in English)`));
}

/** An English key (plural forms by their base) to look for in the code. */
export interface UsageCandidate {
  ns: string;
  key: string;
  aliases: string[];
}

/** English keys found nowhere in the code and under no dynamic prefix. */
export function checkUnusedKeys(
  source: string,
  candidates: readonly UsageCandidate[],
  texts: readonly string[],
  dynamicPrefixes: readonly string[] = [],
): Issue[] {
  const literals = new Set<string>();
  for (const text of texts) for (const s of stringLiterals(text)) literals.add(s);
  const issues: Issue[] = [];
  for (const { ns, key, aliases } of candidates) {
    const full = `${ns}:${key}`;
    if (dynamicPrefixes.some((p) => full.startsWith(p))) continue;
    const names = [key, full, ...aliases, ...aliases.map((a) => `${ns}:${a}`)];
    if (names.some((n) => literals.has(n) || isQuotedIn(texts, n))) continue;
    issues.push(issue('error', 'unused', source, ns, key, `unused key ${full}`));
  }
  return issues;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const list = (s: Iterable<string>) => [...s].map((x) => `{{${x}}}`).join(', ') || 'none';

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

function truncate(s: string, n = 40) {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
