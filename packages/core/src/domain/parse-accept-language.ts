export interface LanguageRange {
  tag: string;
  q: number;
}

/**
 * Parses an Accept-Language header (or `navigator.languages.join(',')`) into ranges, best first.
 * Ranges with q=0, a malformed q, or the wildcard `*` are dropped; equal q keeps the written order.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: Array<LanguageRange & { index: number }> = [];
  header.split(',').forEach((part, index) => {
    const [rawTag = '', ...params] = part.split(';').map((s) => s.trim());
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(rawTag)) return;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (!match) continue;
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1] ?? '') ? Number(match[1]) : Number.NaN;
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    ranges.push({ tag: rawTag, q, index });
  });
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map(({ tag, q }) => ({ tag, q }));
}
