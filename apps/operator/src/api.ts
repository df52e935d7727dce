/** The operator API on the same origin; the session is the `operator._token` cookie the login sets. */
import type {
  TAuditRow,
  TCodeCreateInput,
  TCodeRedemptionsResponse,
  TFictionalCreateInput,
  TFictionalListResponse,
  TFictionalProfileResponse,
  TFictionalUpdateInput,
  TFinanceMemberResponse,
  THostQueueItem,
  THostReplyResponse,
  THostRulesResponse,
  TOperatorCode,
  TOperatorComplaint,
  TOperatorMe,
  TOperatorRole,
  TOperatorReport,
  TQueuedPhoto,
  TQueuedProfileText,
  TRefundResponse,
  TReportDecision,
  TReportReason,
} from '@dating/core/contracts';

export type Role = TOperatorRole;
export type Me = TOperatorMe;
export type QueuedPhoto = TQueuedPhoto;
/** One audit-log row: the API's contract (packages/core), not a copy. */
export type AuditRow = TAuditRow;

export type HostItem = THostQueueItem;
export type HostRules = THostRulesResponse;
export type FinanceView = TFinanceMemberResponse;
export type Code = TOperatorCode;
export type Complaint = TOperatorComplaint;
export type FictionalProfile = TFictionalProfileResponse['profile'];
export type FictionalListItem = TFictionalListResponse['profiles'][number];

/** An API refusal: the status and the envelope's code (`login_failed`, `forbidden`, …). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

async function call<T>(
  path: string,
  init: { method?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  const res = await fetch(`/api/operator/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
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
  // Reports and profile texts (ADR 0034)
  reports: () => call<{ total: number; items: TOperatorReport[] }>('reports.php?limit=50'),
  decideReport: (body: {
    report: string;
    decision: TReportDecision;
    ground?: TReportReason;
    note?: string;
  }) =>
    call<{ ok: true; status: string; mails_sent: number }>('report-decision.php', { method: 'POST', body }),
  profileTexts: () => call<{ total: number; items: TQueuedProfileText[] }>('profile-texts.php?limit=50'),
  decideText: (body: { id: string; decision: 'approve' | 'reject'; ground?: TReportReason; note?: string }) =>
    call<{ ok: true; status: string; removed: boolean }>('profile-text-decision.php', {
      method: 'POST',
      body,
    }),
  // Chat hosts
  hostQueue: () => call<{ items: HostItem[] }>('host-queue.php?limit=50'),
  hostRules: () => call<HostRules>('host-rules.php'),
  hostReply: (body: { conversation: string; body: string; client_id: string }) =>
    call<THostReplyResponse>('host-reply.php', { method: 'POST', body: { ...body, kind: 'text' } }),
  hostHandled: (conversation: string) =>
    call<{ ok: true; handled_seq: number }>('host-handled.php', { method: 'POST', body: { conversation } }),
  // Finance
  memberFinance: (q: string) => call<FinanceView>(`member-finance.php?q=${encodeURIComponent(q)}`),
  refund: (body: { order_id: string; reason: string }) =>
    call<TRefundResponse>('refund.php', { method: 'POST', body }),
  goodwill: (body: { user_id: string; credits: number; reason: string; idempotency_key: string }) =>
    call<{ ok: true; balance: number; duplicate: boolean }>('goodwill.php', { method: 'POST', body }),
  complaints: (status: 'open' | 'answered') =>
    call<{ complaints: Complaint[] }>(`complaints.php?status=${status}`),
  answerComplaint: (body: { id: string; answer: string }) =>
    call<{ ok: true; mail_sent: boolean }>('complaint-answer.php', { method: 'POST', body }),
  codes: () => call<{ codes: Code[] }>('discount-codes.php?limit=100'),
  createCode: (body: TCodeCreateInput) => call<{ code: Code }>('discount-code.php', { method: 'POST', body }),
  expireCode: (id: string) =>
    call<{ code: Code }>('discount-code-expire.php', { method: 'POST', body: { id } }),
  redemptions: (id: string) => call<TCodeRedemptionsResponse>(`discount-code-redemptions.php?id=${id}`),
  // Fictional profiles
  fictionalList: (q: string) =>
    call<TFictionalListResponse>(`fictional-profiles.php?limit=50&q=${encodeURIComponent(q)}`),
  fictional: (id: string) => call<TFictionalProfileResponse>(`fictional-profile.php?id=${id}`),
  createFictional: (body: TFictionalCreateInput) =>
    call<TFictionalProfileResponse>('fictional-profile.php', { method: 'POST', body }),
  updateFictional: (body: TFictionalUpdateInput) =>
    call<TFictionalProfileResponse>('fictional-profile.php', { method: 'PUT', body }),
  fictionalPhoto: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call<TFictionalProfileResponse>(`fictional-photo.php?id=${id}`, { method: 'POST', form });
  },
};

/** A fresh id for a retry-safe call (host reply client id, goodwill idempotency key). */
export const newKey = () => crypto.randomUUID();

/** Cents as money an operator reads: "19.95 EUR". */
export const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** A moment as an operator reads it: the browser's local time in the en-GB form, "24/11/2026, 11:00:00". */
export const formatTime = (iso: string) => new Date(iso).toLocaleString('en-GB');

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

/** Scroll the card with this DOM id into view and focus it (the moderation queue's "Decide"); false if absent. */
export function focusCard(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView?.({ block: 'center' });
  el.focus();
  return true;
}
