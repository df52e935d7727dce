/**
 * The translation check as a pure function of its inputs (catalogues, source texts, dynamic prefixes).
 * `scripts/check.ts` reads the files and prints; everything that decides lives here and is unit-tested.
 */

export type IssueKind =
  | 'missing-file'
  | 'unknown-namespace'
  | 'invalid-value'
  | 'missing'
  | 'extra'
  | 'empty'
  | 'variables'
  | 'unused'
  | 'identical';

export interface Issue {
  severity: 'error' | 'warning';
  kind: IssueKind;
  locale: string;
  namespace: string;
  /** Dotted key within the namespace ('' for file-level issues). */
  key: string;
  message: string;
  /** Extra context for the grouped report (the message minus what the heading already says). */
  detail?: string;
}

export interface CheckInput {
  /** Source language, e.g. 'en'. */
  source: string;
  /** All locales including the source. */
  locales: readonly string[];
  namespaces: readonly string[];
  /** `catalogs[lng][ns]` is the parsed JSON of `locales/<lng>/<ns>.json`; absent when the file is missing. */
  catalogs: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
  /** Text of the code files to search for key usages. Omit (undefined) to skip the unused-key check. */
  sourceTexts?: readonly string[];
  /** `'<ns>:<key prefix>'` entries whose keys are built at run time and count as used. */
  dynamicPrefixes?: readonly string[];
}

export interface CheckResult {
  issues: Issue[];
  errors: Issue[];
  warnings: Issue[];
  localeCount: number;
  /** Number of English leaf keys across all namespaces. */
  keyCount: number;
}

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

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

/**
 * String literals in a piece of code (quotes, and backticks without `${`; literals inside `${…}` are
 * collected too). A fast index only: a desynchronised scan (an apostrophe in JSX text) can miss a
 * literal, so `isQuotedIn` double-checks before a key is reported unused.
 */
export function stringLiterals(code: string): Set<string> {
  const out = new Set<string>();
  const re = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const m of code.matchAll(re)) {
    const template = m[3];
    if (template !== undefined) {
      if (!template.includes('${')) out.add(template);
      else for (const inner of stringLiterals(template.replace(/^[^$]*\$\{|\}[^$]*$/g, ' '))) out.add(inner);
      continue;
    }
    const s = m[1] ?? m[2];
    if (s) out.add(s);
  }
  return out;
}

/** Whether `name` occurs as a whole quoted string anywhere in the texts. */
export function isQuotedIn(texts: readonly string[], name: string): boolean {
  return texts.some((t) => t.includes(`'${name}'`) || t.includes(`"${name}"`) || t.includes(`\`${name}\``));
}

interface Expected {
  /** Key in the translation → the source text its variables are compared with. */
  keys: Map<string, { sourceValue: string; pluralBase?: string }>;
}

function expectedKeys(
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

function groupVariables(base: string, source: Map<string, unknown>, suffixes: Set<string>) {
  const all = new Set<string>();
  for (const s of suffixes) {
    const v = source.get(`${base}_${s}`);
    if (typeof v === 'string') for (const x of interpolationVariables(v)) all.add(x);
  }
  return all;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const list = (s: Iterable<string>) => [...s].map((x) => `{{${x}}}`).join(', ') || 'none';

export function checkTranslations(input: CheckInput): CheckResult {
  const issues: Issue[] = [];
  const { source, locales, namespaces } = input;
  const add = (
    severity: Issue['severity'],
    kind: IssueKind,
    locale: string,
    namespace: string,
    key: string,
    message: string,
    detail?: string,
  ) => issues.push({ severity, kind, locale, namespace, key, message, ...(detail ? { detail } : {}) });
  let keyCount = 0;
  const unusedCandidates: { ns: string; key: string; aliases: string[] }[] = [];

  for (const lng of locales) {
    for (const ns of Object.keys(input.catalogs[lng] ?? {})) {
      if (!namespaces.includes(ns))
        add(
          'error',
          'unknown-namespace',
          lng,
          ns,
          '',
          `unknown namespace file ${lng}/${ns}.json (namespaces: ${namespaces.join(', ')})`,
          `${lng}/${ns}.json`,
        );
    }
  }

  for (const ns of namespaces) {
    const sourceData = input.catalogs[source]?.[ns];
    if (sourceData === undefined) {
      add(
        'error',
        'missing-file',
        source,
        ns,
        '',
        `missing file ${source}/${ns}.json`,
        `${source}/${ns}.json`,
      );
      continue;
    }
    const sourceKeys = flattenKeys(sourceData);
    keyCount += sourceKeys.size;
    const groups = pluralGroups(sourceKeys.keys());
    const groupVars = new Map(
      [...groups].map(([base, sfx]) => [base, groupVariables(base, sourceKeys, sfx)]),
    );

    // Unused-key candidates: plural forms are used through their base key.
    const seen = new Set<string>();
    for (const key of sourceKeys.keys()) {
      const base = PLURAL_SUFFIX.exec(key)?.[1];
      const useKey = base && groups.has(base) ? base : key;
      if (seen.has(useKey)) continue;
      seen.add(useKey);
      unusedCandidates.push({ ns, key: useKey, aliases: useKey === key ? [] : [key] });
    }

    for (const lng of locales) {
      const data = input.catalogs[lng]?.[ns];
      if (data === undefined) {
        if (lng !== source)
          add('error', 'missing-file', lng, ns, '', `missing file ${lng}/${ns}.json`, `${lng}/${ns}.json`);
        continue;
      }
      const keys = lng === source ? sourceKeys : flattenKeys(data);
      const expected = expectedKeys(lng, sourceKeys, groups);

      for (const [key, exp] of expected) {
        if (!keys.has(key)) {
          if (exp.pluralBase) {
            const forms = `${lng} needs ${pluralCategories(lng)
              .map((c) => `_${c}`)
              .join(' ')}`;
            add(
              'error',
              'missing',
              lng,
              ns,
              key,
              `missing plural form ${key} (${forms})`,
              `plural form (${forms})`,
            );
          } else {
            add('error', 'missing', lng, ns, key, `missing key ${key}`);
          }
          continue;
        }
        const value = keys.get(key);
        if (typeof value !== 'string') {
          add(
            'error',
            'invalid-value',
            lng,
            ns,
            key,
            `value of ${key} is ${describe(value)}, expected a string`,
            describe(value),
          );
          continue;
        }
        if (value.trim() === '') {
          add('error', 'empty', lng, ns, key, `empty value for ${key}`);
          continue;
        }
        if (lng === source) continue;
        const got = interpolationVariables(value);
        if (exp.pluralBase) {
          const allowed = groupVars.get(exp.pluralBase) ?? new Set<string>();
          const required = new Set([...allowed].filter((v) => v !== 'count'));
          const unknown = [...got].filter((v) => !allowed.has(v));
          const lacking = [...required].filter((v) => !got.has(v));
          if (unknown.length || lacking.length) {
            const detail = [
              ...(lacking.length ? [`lacks ${list(lacking)}`] : []),
              ...(unknown.length ? [`has unknown ${list(unknown)}`] : []),
            ].join('; ');
            add(
              'error',
              'variables',
              lng,
              ns,
              key,
              `variables of ${key} differ from English: ${detail}`,
              detail,
            );
          }
        } else {
          const want = interpolationVariables(exp.sourceValue);
          if (!sameSet(want, got)) {
            const detail = `English has ${list(want)}, ${lng} has ${list(got)}`;
            add('error', 'variables', lng, ns, key, `variables of ${key} differ: ${detail}`, detail);
          }
        }
        if (value === exp.sourceValue && /\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''))) {
          add(
            'warning',
            'identical',
            lng,
            ns,
            key,
            `${key} is identical to English ("${truncate(value)}")`,
            `"${truncate(value)}"`,
          );
        }
      }
      if (lng === source) continue;
      for (const key of keys.keys()) {
        if (!expected.has(key)) add('error', 'extra', lng, ns, key, `extra key ${key} (not in English)`);
      }
    }
  }

  const texts = input.sourceTexts;
  if (texts) {
    const literals = new Set<string>();
    for (const text of texts) for (const s of stringLiterals(text)) literals.add(s);
    const prefixes = input.dynamicPrefixes ?? [];
    for (const { ns, key, aliases } of unusedCandidates) {
      const full = `${ns}:${key}`;
      if (prefixes.some((p) => full.startsWith(p))) continue;
      const names = [key, full, ...aliases, ...aliases.map((a) => `${ns}:${a}`)];
      if (names.some((n) => literals.has(n) || isQuotedIn(texts, n))) continue;
      add('error', 'unused', source, ns, key, `unused key ${full}`);
    }
  }

  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  return { issues, errors, warnings, localeCount: locales.length, keyCount };
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

function truncate(s: string, n = 40) {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

const KIND_TITLES: Record<IssueKind, string> = {
  'missing-file': 'Missing locale files',
  'unknown-namespace': 'Files for unknown namespaces (add the namespace to src/locale.ts first)',
  'invalid-value': 'Values that are not strings',
  missing: 'Keys missing (English has them, or the language needs the plural form)',
  extra: 'Keys English does not have (remove, or add to English first)',
  empty: 'Empty values',
  variables: 'Interpolation {{variables}} differ from English',
  unused: 'English keys not found in code (built at run time? declare the prefix in src/dynamic-keys.ts)',
  identical: 'Identical to English (check it is meant to be)',
};

export interface ReportOptions {
  /** List every warning; by default they are counted per locale and namespace. */
  verbose?: boolean;
}

/** Human-readable report grouped by kind; the last line is the summary. */
export function formatReport(result: CheckResult, options: ReportOptions = {}): string {
  const lines: string[] = [];
  const section = (issues: Issue[], label: string) => {
    const byKind = new Map<IssueKind, Issue[]>();
    for (const i of issues) byKind.set(i.kind, [...(byKind.get(i.kind) ?? []), i]);
    for (const [kind, group] of byKind) {
      lines.push(`${label} – ${KIND_TITLES[kind]} (${group.length}):`);
      for (const i of group)
        lines.push(
          `  ${i.locale}/${i.namespace}${i.key ? `  ${i.key}` : ''}${i.detail ? `: ${i.detail}` : ''}`,
        );
    }
  };
  section(result.errors, 'ERROR');
  if (options.verbose) section(result.warnings, 'warning');
  else if (result.warnings.length) {
    const counts = new Map<string, number>();
    for (const w of result.warnings)
      counts.set(`${w.locale}/${w.namespace}`, (counts.get(`${w.locale}/${w.namespace}`) ?? 0) + 1);
    lines.push(
      `warning – ${KIND_TITLES.identical}: ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')} (list them with --verbose)`,
    );
  }
  lines.push(summaryLine(result));
  return lines.join('\n');
}

export function summaryLine(result: CheckResult): string {
  const e = result.errors.length;
  const w = result.warnings.length;
  return `i18n:check: ${result.localeCount} locales, ${result.keyCount} key${result.keyCount === 1 ? '' : 's'}, ${e} problem${e === 1 ? '' : 's'}${w ? `, ${w} warning${w === 1 ? '' : 's'}` : ''}`;
}
