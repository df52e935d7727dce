/**
 * The text of an uncompressed PDF as pdfkit writes it with embedded fonts: each `[<glyph ids>] TJ` run decoded
 * through its font's ToUnicode map, one run a line. Enough to assert what a generated receipt says; not a
 * general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const src = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of src.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(Number(m[1]), m[2]!);
  const fonts = new Map<string, Map<number, string>>();
  for (const m of src.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(m[2])) ?? '');
    if (toUnicode) fonts.set(m[1]!, cmap(objects.get(Number(toUnicode[1])) ?? ''));
  }
  const runs: string[] = [];
  for (const body of objects.values()) {
    if (!/\bBT\b/.test(body)) continue;
    let glyphs: Map<number, string> | undefined;
    for (const m of body.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (m[1]) glyphs = fonts.get(m[1]);
      else runs.push([...m[2]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => decode(h[1]!, glyphs)).join(''));
    }
  }
  return runs.join('\n');
}

/** A ToUnicode CMap's `bfrange` arrays: glyph id → text. */
function cmap(stream: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of stream.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const start = parseInt(m[1]!, 16);
    // a ligature maps to several units, written `<0066 0066>`
    [...m[2]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((u, i) =>
      map.set(start + i, utf16(u[1]!.replace(/\s/g, ''))),
    );
  }
  return map;
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

const decode = (hex: string, glyphs: Map<number, string> | undefined) =>
  (hex.match(/.{4}/g) ?? []).map((id) => glyphs?.get(parseInt(id, 16)) ?? '\uFFFD').join('');
