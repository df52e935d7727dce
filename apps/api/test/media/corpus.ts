import { acceptItems } from './corpus-accept';
import { hostileItems } from './corpus-hostile';
import type { CorpusItem } from './corpus-item';

/**
 * A deterministic corpus of hostile and awkward uploads, built in memory (nothing is committed): metadata
 * carriers (GPS EXIF in all eight orientations, XMP, IPTC, ICC), every accepted format from several
 * encoders, wrong extensions, decompression bombs, polyglots, SVG, non-images, truncated files at many cut
 * points, corrupt and tiny images. Used by the pipeline's tests and by `pnpm bench:images`.
 */

export async function generateCorpus(): Promise<CorpusItem[]> {
  const [accepted, hostile] = await Promise.all([acceptItems(), hostileItems()]);
  const items = [...accepted, ...hostile];
  const names = new Set<string>();
  for (const item of items) {
    if (names.has(item.name)) throw new Error(`duplicate corpus item ${item.name}`);
    names.add(item.name);
  }
  return items;
}
