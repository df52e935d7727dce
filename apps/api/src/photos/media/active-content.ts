import type { ByteRange } from './image-structure';

/**
 * Markers of active content (markup, scripts, server code) and of other file types hidden in an image.
 *
 * Two strengths, because compressed pixel data is close to random bytes and a short marker would turn up in
 * it by chance (case-insensitive `<svg` appears about once in 500 MB of random bytes, so 1 in 200 ordinary
 * 3 MB photos would be refused):
 * - ANYWHERE: long markers, searched in every byte of the file. The chance of a false hit in 15 MB of
 *   random bytes is about 1 in 300,000 (nearly all of it from `<?php` plus a space).
 * - SIGNATURES: archive and executable headers, exact bytes.
 * - STRUCTURAL: every marker and signature, searched in headers, metadata, comments, extension blocks and trailing data,
 *   where no compressed pixels live: these are where polyglot payloads are put.
 */
const ANYWHERE = /<script|<\?php\s|<!doctype|<iframe|javascript:/i;
const STRUCTURAL =
  /<script|<\?php|<!doctype|<iframe|javascript:|vbscript:|<svg[\s/>]|<html[\s>]|<body[\s>]|<object[\s>]|<embed[\s>]|<meta[\s>]|<a\s+href|%PDF-/i;
/** Binary signatures of archives and executables (ZIP/JAR local header, directory entries, RAR, 7-Zip, ELF). */
const SIGNATURES = [
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from([0x50, 0x4b, 0x01, 0x02]),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]),
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
];

export interface ActiveContentHit {
  where: 'anywhere' | 'structural' | 'trailing';
  marker: string;
}

function find(re: RegExp, text: string): string | null {
  const m = re.exec(text);
  return m ? m[0] : null;
}

/** A structural marker or binary signature in `bytes` (a view, not a copy). */
function findStrict(bytes: Buffer): string | null {
  const text = find(STRUCTURAL, bytes.toString('latin1'));
  if (text) return text;
  const signature = SIGNATURES.find((sig) => bytes.includes(sig));
  return signature ? signature.toString('hex') : null;
}

/** The first marker of active content or a foreign file type, or null when the file is clean. */
export function findActiveContent(
  buf: Buffer,
  structural: readonly ByteRange[],
  joined: readonly Buffer[],
  trailing: ByteRange | null,
): ActiveContentHit | null {
  const anywhere = find(ANYWHERE, buf.toString('latin1'));
  if (anywhere) return { where: 'anywhere', marker: anywhere };
  for (const r of structural) {
    const hit = findStrict(buf.subarray(r.start, r.end));
    if (hit) return { where: 'structural', marker: hit };
  }
  for (const payload of joined) {
    const hit = findStrict(payload);
    if (hit) return { where: 'structural', marker: hit };
  }
  if (trailing) {
    const hit = findStrict(buf.subarray(trailing.start, trailing.end));
    if (hit) return { where: 'trailing', marker: hit };
  }
  return null;
}
