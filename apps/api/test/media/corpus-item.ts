import type { ImageRejectionCode } from '../../src/photos/media/process-image';

/** What the hostile corpus (`corpus.ts`) is made of; its parts (`corpus-*.ts`) build these. */
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
