import type { CheckResult, Issue, IssueKind } from './issue';

export const KIND_TITLES: Record<IssueKind, string> = {
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
