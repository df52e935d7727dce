/** Query parameters read as tracking and then removed from the URL (spec §4). */
export const TRACKING_PARAMS = [
  'network',
  'ref',
  'sub',
  'sub1',
  'sub2',
  'sub3',
  'aff_sub',
  'aff_sub1',
  'aff_sub2',
  'aff_sub3',
  'cpc',
] as const;

/** The stored tracking record (spec §3). */
export interface TrackingRecord {
  network: string;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
}

export interface CapturedTracking {
  /** Present only when `network` is present (spec §4). */
  record: TrackingRecord | null;
  /** The URL without the tracking parameters; other parameters and the hash are kept. */
  cleanedUrl: string;
  /** Whether any tracking parameter was removed (the caller then replaces the history entry). */
  stripped: boolean;
}

const RELATIVE_BASE = 'http://relative.invalid';

/**
 * Reads the tracking query and strips it from the URL (spec §4). Curly braces are removed from values (an
 * unfilled `{placeholder}` becomes `placeholder`); values empty after that count as absent.
 * Mapping onto the record: sub1 ← sub1, else sub, else aff_sub1, else aff_sub; sub2 ← sub2, else aff_sub2;
 * sub3 ← sub3, else aff_sub3. `cpc` is stripped but not recorded. A relative URL stays relative.
 */
export function captureTracking(url: string | URL): CapturedTracking {
  const relative = typeof url === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(url);
  const parsed = new URL(String(url), RELATIVE_BASE);
  const value = (name: string): string | null => {
    const raw = parsed.searchParams.get(name);
    if (raw === null) return null;
    const cleaned = raw.replace(/[{}]/g, '').trim();
    return cleaned === '' ? null : cleaned;
  };
  const first = (...names: string[]) => names.map(value).find((v) => v !== null) ?? null;

  const network = value('network');
  const record: TrackingRecord | null = network
    ? {
        network,
        ref: value('ref'),
        sub1: first('sub1', 'sub', 'aff_sub1', 'aff_sub'),
        sub2: first('sub2', 'aff_sub2'),
        sub3: first('sub3', 'aff_sub3'),
      }
    : null;

  let stripped = false;
  for (const name of TRACKING_PARAMS) {
    if (parsed.searchParams.has(name)) {
      parsed.searchParams.delete(name);
      stripped = true;
    }
  }
  if (!stripped) {
    return { record, cleanedUrl: relative ? String(url) : parsed.href, stripped };
  }
  const search = parsed.searchParams.toString();
  const tail = `${parsed.pathname}${search ? `?${search}` : ''}${parsed.hash}`;
  return { record, cleanedUrl: relative ? tail : `${parsed.origin}${tail}`, stripped };
}
