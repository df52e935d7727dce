import type { ImageRejectionCode } from './process-image';
import { acceptItems } from './testing/corpus-accept';
import { hostileItems } from './testing/corpus-hostile';

/**
 * A deterministic corpus of hostile and awkward uploads, built in memory (nothing is committed): metadata
 * carriers (GPS EXIF in all eight orientations, XMP, IPTC, ICC), every accepted format from several
 * encoders, wrong extensions, decompression bombs, polyglots, SVG, non-images, truncated files at many cut
 * points, corrupt and tiny images. Used by the pipeline's tests and by `pnpm bench:images`.
 */

export type MetadataKind = 'exif' | 'gps' | 'xmp' | 'iptc' | 'icc';

export interface CorpusItem {
  /** Folder-like label and a file name (the extension may lie on purpose). */
  name: string;
  data: Buffer;
  expect: 'accept' | ImageRejectionCode;
  note: string;
  /** Refusals: the machine reason processImage gives. */
  reason?: string;
  /** Accepted items: metadata the upload carries, to prove it was there and is gone after processing. */
  carries?: MetadataKind[];
  /** Accepted items: the size of the full rendition, where the item pins it (orientation, downscaling). */
  full?: { width: number; height: number };
}

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
