/** Keys of a catalogue: flattening, plural groups, the keys a locale must have, interpolation variables. */

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export const PLURAL_SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** Flattens nested JSON into dotted leaf keys; non-objects are leaves. */
export function flattenKeys(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (node: unknown, path: string) => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    } else {
      out.set(path, node);
    }
  };
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) walk(value, prefix);
  else if (prefix) out.set(prefix, value);
  return out;
}

/** `{{name}}`, `{{- name}}`, `{{price, currency}}` → `name`, `price`. */
export function interpolationVariables(text: string): Set<string> {
  const vars = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*-?\s*([^,}\s]+)\s*(?:,[^}]*)?\}\}/g)) {
    if (m[1]) vars.add(m[1]);
  }
  return vars;
}

/** CLDR cardinal categories the language needs, from `Intl.PluralRules`. */
export function pluralCategories(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories];
}

/**
 * Plural groups of the source: a base `x` for which `x_other` exists. Returns base → source suffixes.
 */
export function pluralGroups(keys: Iterable<string>): Map<string, Set<string>> {
  const all = new Set(keys);
  const groups = new Map<string, Set<string>>();
  for (const key of all) {
    const m = PLURAL_SUFFIX.exec(key);
    if (!m?.[1] || !m[2] || !all.has(`${m[1]}_other`)) continue;
    const set = groups.get(m[1]) ?? new Set<string>();
    set.add(m[2]);
    groups.set(m[1], set);
  }
  return groups;
}

export interface Expected {
  /** Key in the translation → the source text its variables are compared with. */
  keys: Map<string, { sourceValue: string; pluralBase?: string }>;
}

export function expectedKeys(
  locale: string,
  source: Map<string, unknown>,
  groups: Map<string, Set<string>>,
): Expected['keys'] {
  const keys: Expected['keys'] = new Map();
  const inGroup = new Set<string>();
  for (const [base, suffixes] of groups) {
    const forms = new Set(pluralCategories(locale));
    // An explicit `_zero` in the source (i18next uses it for count 0 in any language) is kept everywhere.
    if (suffixes.has('zero')) forms.add('zero');
    for (const s of suffixes) inGroup.add(`${base}_${s}`);
    const other = source.get(`${base}_other`);
    for (const form of forms) {
      const sourceValue = source.get(`${base}_${form}`) ?? other;
      keys.set(`${base}_${form}`, {
        sourceValue: typeof sourceValue === 'string' ? sourceValue : '',
        pluralBase: base,
      });
    }
  }
  for (const [key, value] of source) {
    if (inGroup.has(key)) continue;
    keys.set(key, { sourceValue: typeof value === 'string' ? value : '' });
  }
  return keys;
}

export function groupVariables(base: string, source: Map<string, unknown>, suffixes: Set<string>) {
  const all = new Set<string>();
  for (const s of suffixes) {
    const v = source.get(`${base}_${s}`);
    if (typeof v === 'string') for (const x of interpolationVariables(v)) all.add(x);
  }
  return all;
}
