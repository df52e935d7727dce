import { isLanderTemplate, type LanderTemplate } from '../campaign/templates';

export type LanderRoute =
  { kind: 'template'; template: LanderTemplate; slug: string | null } | { kind: 'not-found' };

export interface ParseOptions {
  /** Where the bundle is served, with a trailing slash (`import.meta.env.BASE_URL`). */
  base: string;
  /** Template for the bare base path, and in a standalone bundle for every path. */
  defaultTemplate: LanderTemplate;
  /** Standalone campaign bundle: `{base}{slug?}` as well as `{base}{template}/{slug?}`. */
  standalone: boolean;
}

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * `/landers/{template}/{slug?}` → which template, with which slug. No router: the lander reads
 * `location.pathname` once. Anything else under the base is a 404 view.
 */
export function parseLanderPath(
  pathname: string,
  { base, defaultTemplate, standalone }: ParseOptions,
): LanderRoute {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (pathname !== root.slice(0, -1) && !pathname.startsWith(root)) return { kind: 'not-found' };
  const segments = pathname.slice(root.length).split('/').filter(Boolean).map(decode);
  if (segments.some((s) => s === null)) return { kind: 'not-found' };
  const [first, second, ...rest] = segments as string[];

  if (first === undefined) return { kind: 'template', template: defaultTemplate, slug: null };
  if (isLanderTemplate(first)) {
    return rest.length === 0
      ? { kind: 'template', template: first, slug: second ?? null }
      : { kind: 'not-found' };
  }
  if (standalone && second === undefined) return { kind: 'template', template: defaultTemplate, slug: first };
  return { kind: 'not-found' };
}
