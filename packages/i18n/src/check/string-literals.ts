/** The key-usage scan over code: string literals, and a slower exact check for what the scan may miss. */

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
