/**
 * File names of a photo's renditions in the media store: the seed writes them, the API stores and serves
 * them under the same names.
 */
export function photoFiles(storageKey: string): { full: string; thumb: string } {
  return { full: `${storageKey}.webp`, thumb: `${storageKey}-thumb.webp` };
}
