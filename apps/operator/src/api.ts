/** The operator API on the same origin; the session is the `operator._token` cookie the login sets. */
import type { TAuditRow, TOperatorMe, TOperatorRole, TQueuedPhoto } from '@dating/core/contracts';

export type Role = TOperatorRole;
export type Me = TOperatorMe;
export type QueuedPhoto = TQueuedPhoto;
/** One audit-log row: the API's contract (packages/core), not a copy. */
export type AuditRow = TAuditRow;

/** An API refusal: the status and the envelope's code (`login_failed`, `forbidden`, …). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`/api/operator/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
  if (!res.ok) throw new ApiFailure(res.status, json?.error?.code ?? 'unknown');
  return json as T;
}

export const api = {
  me: () => call<Me>('me.php'),
  login: (body: { email: string; password: string; totp: string }) =>
    call<Me>('login.php', { method: 'POST', body }),
  logout: () => call<Me>('logout.php', { method: 'POST', body: {} }),
  photoQueue: () => call<{ total: number; items: QueuedPhoto[] }>('photo-queue.php?limit=50'),
  decide: (body: { photo: string; decision: 'approve' | 'reject'; reason?: string }) =>
    call<{ ok: true; status: string }>('photo-decision.php', { method: 'POST', body }),
  audit: (filters: Record<string, string>) => {
    const q = new URLSearchParams(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
    q.set('limit', '100');
    return call<{ rows: AuditRow[] }>(`audit-log.php?${q.toString()}`);
  },
};

/** A waiting time in words an operator reads at a glance: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatAge(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}
