import { useState } from 'react';
import type {
  TOperatorReport,
  TQueuedProfileText,
  TReportDecision,
  TReportReason,
} from '@dating/core/contracts';
import { ApiFailure, api, formatAge } from './api';
import { fieldText } from './form';
import { ApproveReject, QueueCard, Status, Waiting, useRejectForm } from './ui';
import { useQueue } from './use-queue';

/** The console's names of the report reasons (the console is English only, ADR 0028). */
export const REASON_LABELS: Record<TReportReason, string> = {
  fake_scam: 'Fake profile or scam',
  harassment_hate: 'Harassment or hate',
  sexual_non_consent: 'Sexual content without consent',
  underage: 'Under 18',
  spam: 'Spam or advertising',
  violence_threats: 'Violence or threats',
  other: 'Other',
};
const REASONS = Object.keys(REASON_LABELS) as TReportReason[];

/** The grounds a moderator may name, in a select. */
function GroundOptions() {
  return REASONS.map((g) => (
    <option key={g} value={g}>
      {REASON_LABELS[g]}
    </option>
  ));
}

const DECISION_DONE: Record<TReportDecision, string> = {
  warn: 'Warned',
  hide: 'Profile hidden',
  ban: 'Banned',
  dismiss: 'Dismissed',
};

const failed = (e: unknown) =>
  e instanceof ApiFailure && e.status === 409
    ? 'Another moderator decided this first. The queue is reloaded.'
    : 'The decision was not saved. The queue is reloaded.';

/**
 * Member reports and profile texts awaiting review, each oldest first with its age (ADR 0034). A report shows
 * the reported member's essentials, earlier decisions and, only with the reporter's consent, the copied
 * messages; the moderator warns, hides the profile, bans (confirmed) or dismisses, naming the ground and
 * optionally the facts, which the statements of reasons mailed to both members carry.
 */
export function Reports({ focus }: { focus?: Focus } = {}) {
  return (
    <>
      <ReportQueue focus={focus} />
      <TextQueue focus={focus} />
    </>
  );
}

/** The card the moderation queue's "Decide" leads to (`report-<id>` or `text-<id>`). */
type Focus = { target: string } | null;

function ReportQueue({ focus }: { focus?: Focus }) {
  const { items, total, status, setStatus, load, remove } = useQueue<TOperatorReport>(
    api.reports,
    'The reports could not be loaded. Reload the page.',
    focus,
  );

  const decided = (r: TOperatorReport, decision: TReportDecision, mails: number) => {
    remove(r.id);
    setStatus(
      `${DECISION_DONE[decision]}: ${r.reported.name} (${mails} statement${mails === 1 ? '' : 's'} mailed).`,
    );
  };

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">Reports</h1>
      <p className="hint">Oldest first. {items ? `${total} open.` : ''}</p>
      <Status>{status}</Status>
      {items?.length === 0 && <p>No reports are open.</p>}
      <ul className="queue wide">
        {(items ?? []).map((r) => (
          <ReportCard
            key={r.id}
            report={r}
            onDecided={(decision, mails) => decided(r, decision, mails)}
            onFailed={(e) => {
              setStatus(failed(e));
              void load();
            }}
          />
        ))}
      </ul>
    </section>
  );
}

function ReportCard({
  report: r,
  onDecided,
  onFailed,
}: {
  report: TOperatorReport;
  onDecided: (decision: TReportDecision, mails: number) => void;
  onFailed: (e: unknown) => void;
}) {
  const [ground, setGround] = useState<TReportReason>(r.reason);
  const [note, setNote] = useState('');
  const [confirmBan, setConfirmBan] = useState(false);
  const [busy, setBusy] = useState(false);
  const m = r.reported;

  const decide = async (decision: TReportDecision) => {
    setBusy(true);
    try {
      const trimmed = note.trim();
      const done = await api.decideReport({
        report: r.id,
        decision,
        ground,
        ...(trimmed.length >= 3 ? { note: trimmed } : {}),
      });
      onDecided(decision, done.mails_sent);
    } catch (e) {
      setBusy(false);
      onFailed(e);
    }
  };

  return (
    <li id={`report-${r.id}`} tabIndex={-1} className="card report" aria-label={`Report about ${m.name}`}>
      <div className="facts">
        <strong>
          {m.name}
          {m.age !== null ? `, ${m.age}` : ''}
        </strong>
        <span>{[m.city, m.country].filter(Boolean).join(', ')}</span>
        {m.fictional && <span className="badge">fictional profile</span>}
        {m.banned && <span className="badge">banned</span>}
        {m.hidden_by_moderation && <span className="badge">hidden</span>}
        <span>
          {REASON_LABELS[r.reason]} · reported by {r.reporter.name ?? 'a deleted member'} ({r.reporter.locale}
          ) {r.from_chat ? 'from the chat' : 'from the profile'} · waiting{' '}
          <time dateTime={r.created_at}>{formatAge(r.age_seconds)}</time>
        </span>
        <span>
          {m.open_reports} open report{m.open_reports === 1 ? '' : 's'} about this member
        </span>
      </div>
      {r.text && <blockquote>{r.text}</blockquote>}
      {(m.bio || m.note) && (
        <dl className="texts">
          {m.bio && (
            <>
              <dt>About me</dt>
              <dd>{m.bio}</dd>
            </>
          )}
          {m.note && (
            <>
              <dt>Personal note</dt>
              <dd>{m.note}</dd>
            </>
          )}
        </dl>
      )}
      {r.previous_decisions.length > 0 && (
        <details>
          <summary>Earlier decisions ({r.previous_decisions.length})</summary>
          <ul>
            {r.previous_decisions.map((d) => (
              <li key={`${d.created_at}-${d.decision}`}>
                <time dateTime={d.created_at}>{d.created_at.slice(0, 10)}</time> {d.decision}
                {d.reason ? ` (${d.reason})` : ''} by {d.decided_by}
              </li>
            ))}
          </ul>
        </details>
      )}
      {r.messages ? (
        <details>
          <summary>Last {r.messages.length} messages (attached with the reporter’s consent)</summary>
          <ol className="messages">
            {r.messages.map((msg, i) => (
              <li key={i}>
                <strong>{msg.from === 'reporter' ? 'Reporter' : m.name}:</strong>{' '}
                {msg.body ?? `[${msg.kind}]`}
              </li>
            ))}
          </ol>
        </details>
      ) : (
        <p className="hint">No messages attached.</p>
      )}
      <div className="decide">
        <label>
          Ground
          <select value={ground} onChange={(e) => setGround(e.target.value as TReportReason)}>
            <GroundOptions />
          </select>
        </label>
        <label>
          Facts for the statement of reasons (optional, mailed to both members)
          <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
        </label>
      </div>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => void decide('warn')}>
          Warn
        </button>
        <button type="button" disabled={busy} onClick={() => void decide('hide')}>
          Hide profile
        </button>
        {confirmBan ? (
          <button type="button" className="danger" disabled={busy} onClick={() => void decide('ban')}>
            Confirm ban
          </button>
        ) : (
          <button type="button" disabled={busy} onClick={() => setConfirmBan(true)}>
            Ban…
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => void decide('dismiss')}>
          Dismiss
        </button>
      </div>
    </li>
  );
}

function TextQueue({ focus }: { focus?: Focus }) {
  const { items, total, status, setStatus, load, remove } = useQueue<TQueuedProfileText>(
    api.profileTexts,
    'The profile texts could not be loaded. Reload the page.',
    focus,
  );
  const rejectForm = useRejectForm();

  const decide = async (
    item: TQueuedProfileText,
    decision: 'approve' | 'reject',
    ground?: TReportReason,
    note?: string,
  ) => {
    try {
      await api.decideText({
        id: item.id,
        decision,
        ...(ground ? { ground } : {}),
        ...(note && note.length >= 3 ? { note } : {}),
      });
      remove(item.id);
      rejectForm.close();
      setStatus(
        `${decision === 'approve' ? 'Approved' : 'Rejected and removed'}: text of ${item.member_name}.`,
      );
    } catch (e) {
      setStatus(failed(e));
      void load();
    }
  };

  const reject = (item: TQueuedProfileText) => (form: FormData) => {
    const ground = String(form.get('ground') ?? 'other') as TReportReason;
    void decide(item, 'reject', ground, fieldText(form, 'note'));
  };

  return (
    <section aria-labelledby="texts-title">
      <h2 id="texts-title">Profile texts</h2>
      <p className="hint">New and changed texts, oldest first. {items ? `${total} waiting.` : ''}</p>
      <Status>{status}</Status>
      {items?.length === 0 && <p>No profile texts are waiting.</p>}
      <ul className="queue">
        {(items ?? []).map((item) => (
          <QueueCard key={item.id} anchor={`text-${item.id}`} label={`Text of ${item.member_name}`}>
            <div className="facts">
              <strong>{item.member_name}</strong>
              <span>{item.field === 'bio' ? 'About me' : 'Personal note'}</span>
              <Waiting since={item.created_at} seconds={item.age_seconds} />
            </div>
            <blockquote>{item.text}</blockquote>
            <ApproveReject
              onApprove={() => void decide(item, 'approve')}
              {...rejectForm.of(item.id)}
              rejectLabel="Reject text"
              onReject={reject(item)}
            >
              <label>
                Ground
                <select name="ground" defaultValue="other">
                  <GroundOptions />
                </select>
              </label>
              <label>
                Facts for the member (optional)
                <input name="note" maxLength={500} />
              </label>
            </ApproveReject>
          </QueueCard>
        ))}
      </ul>
    </section>
  );
}
