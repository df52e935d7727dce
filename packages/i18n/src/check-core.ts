/**
 * The translation check as a pure function of its inputs (catalogues, source texts, dynamic prefixes).
 * `scripts/check.ts` reads the files and prints; everything that decides lives in `check/` (one function per
 * check in `check/checks.ts`) and is unit-tested. This file walks the catalogues and asks each check in turn.
 */
import { PLURAL_SUFFIX, expectedKeys, flattenKeys, groupVariables, pluralGroups } from './check/catalog-keys';
import * as checks from './check/checks';
import type { CheckInput, CheckResult, Issue } from './check/issue';

export type { CheckInput, CheckResult, Issue, IssueKind } from './check/issue';
export { flattenKeys, interpolationVariables, pluralCategories, pluralGroups } from './check/catalog-keys';
export { isQuotedIn, stringLiterals } from './check/string-literals';
export { formatReport, summaryLine, type ReportOptions } from './check/report';

export function checkTranslations(input: CheckInput): CheckResult {
  const { source, locales, namespaces } = input;
  const issues: Issue[] = checks.checkUnknownNamespaces(input);
  const push = (found: Issue | null) => {
    if (found) issues.push(found);
    return found;
  };
  let keyCount = 0;
  const usage: checks.UsageCandidate[] = [];

  for (const ns of namespaces) {
    const sourceData = input.catalogs[source]?.[ns];
    if (push(checks.checkFileExists({ locale: source, namespace: ns }, sourceData))) continue;
    const sourceKeys = flattenKeys(sourceData);
    keyCount += sourceKeys.size;
    const groups = pluralGroups(sourceKeys.keys());
    const groupVars = new Map(
      [...groups].map(([base, sfx]) => [base, groupVariables(base, sourceKeys, sfx)]),
    );
    usage.push(...usageCandidates(ns, sourceKeys, groups));

    for (const lng of locales) {
      const place = { locale: lng, namespace: ns };
      const data = input.catalogs[lng]?.[ns];
      if (data === undefined) {
        if (lng !== source) push(checks.checkFileExists(place, data));
        continue;
      }
      const keys = lng === source ? sourceKeys : flattenKeys(data);
      const expected = expectedKeys(lng, sourceKeys, groups);

      for (const [key, exp] of expected) {
        if (push(checks.checkKeyPresent(place, keys, key, exp))) continue;
        const value = keys.get(key);
        if (push(checks.checkValueIsString(place, key, value)) || typeof value !== 'string') continue;
        if (push(checks.checkNotEmpty(place, key, value))) continue;
        if (lng === source) continue;
        push(checks.checkVariables(place, key, value, exp, groupVars));
        push(checks.checkNotIdentical(place, key, value, exp));
      }
      if (lng !== source) issues.push(...checks.checkExtraKeys(place, keys, expected));
    }
  }

  if (input.sourceTexts)
    issues.push(...checks.checkUnusedKeys(source, usage, input.sourceTexts, input.dynamicPrefixes));

  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  return { issues, errors, warnings, localeCount: locales.length, keyCount };
}

/** English keys to look for in the code; plural forms are used through their base key. */
function usageCandidates(
  ns: string,
  sourceKeys: Map<string, unknown>,
  groups: Map<string, Set<string>>,
): checks.UsageCandidate[] {
  const seen = new Set<string>();
  const out: checks.UsageCandidate[] = [];
  for (const key of sourceKeys.keys()) {
    const base = PLURAL_SUFFIX.exec(key)?.[1];
    const useKey = base && groups.has(base) ? base : key;
    if (seen.has(useKey)) continue;
    seen.add(useKey);
    out.push({ ns, key: useKey, aliases: useKey === key ? [] : [key] });
  }
  return out;
}
