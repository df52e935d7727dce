import { isApiError } from '@dating/core/client';

/**
 * Why a profile cannot be shown, as the server page passes it on (plain data) and the screen renders it:
 * gone or never existed (404, or an id the API refuses), or its owner blocked the viewer (403).
 */
export type ProfileLoadError = { kind: 'not_found' } | { kind: 'blocked'; name: string };

/** The screen state of a failed profile call, or null when it is another failure (network, 5xx: retry). */
export function toProfileLoadError(error: unknown): ProfileLoadError | null {
  if (!isApiError(error)) return null;
  if (error.code === 'blocked_by_member') {
    const name = error.envelope?.error.params?.name;
    return { kind: 'blocked', name: typeof name === 'string' ? name : String(name ?? '') };
  }
  if (error.status === 404 || error.code === 'not_found') return { kind: 'not_found' };
  if (error.status === 400) return { kind: 'not_found' };
  return null;
}
