import { cloneElement, type ReactElement, type ReactNode } from 'react';

const PART = /<(\w+)>(.*?)<\/\1>/g;

export interface RichTextProps {
  /** A translated string (already interpolated) with `<name>text</name>` parts; no nesting. */
  text: string;
  /** The element each part becomes, its text as the children: `{ terms: <a href="/pages/terms" /> }`. */
  components: Record<string, ReactElement>;
}

/**
 * A translation with links or buttons inside, as react-i18next's `Trans` renders it for these strings, without
 * its HTML parser (the landers' JavaScript budget, targets P10). Text stays text: React escapes it.
 */
export function RichText({ text, components }: RichTextProps) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PART)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) out.push(text.slice(last, match.index));
    const element = components[name];
    out.push(element ? cloneElement(element, { key: out.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}
