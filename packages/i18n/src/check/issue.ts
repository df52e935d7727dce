/** What the translation check reports, and what it reads. */

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

/** One issue; `detail` is left out when empty. */
export function issue(
  severity: Issue['severity'],
  kind: IssueKind,
  locale: string,
  namespace: string,
  key: string,
  message: string,
  detail?: string,
): Issue {
  return { severity, kind, locale, namespace, key, message, ...(detail ? { detail } : {}) };
}
