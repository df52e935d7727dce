import { api, type QueuedPhoto } from './api';
import { fieldText } from './form';
import { ApproveReject, QueueCard, Status, Waiting, useRejectForm } from './ui';
import { useQueue } from './use-queue';

/**
 * Photos awaiting a decision, oldest first with their age: approve, or reject with a reason. A decided photo
 * leaves the list at once (a rejected one is hidden from everyone but its owner by the API at once).
 */
export function PhotoQueue({
  focus,
  onDecided,
}: {
  focus?: { target: string } | null;
  /** After a decision was saved (the moderation queue above reloads). */
  onDecided?: () => void;
}) {
  const { items, total, status, setStatus, load, remove } = useQueue<QueuedPhoto>(
    api.photoQueue,
    'The queue could not be loaded. Reload the page.',
    focus,
  );
  const rejectForm = useRejectForm();

  const decide = async (photo: QueuedPhoto, decision: 'approve' | 'reject', reason?: string) => {
    try {
      await api.decide({ photo: photo.id, decision, ...(reason ? { reason } : {}) });
      remove(photo.id);
      rejectForm.close();
      setStatus(`${decision === 'approve' ? 'Approved' : 'Rejected'}: photo of ${photo.owner_name}.`);
      onDecided?.();
    } catch {
      setStatus(
        'The decision was not saved (another moderator may have decided first). The queue is reloaded.',
      );
      void load();
    }
  };

  const reject = (photo: QueuedPhoto) => (form: FormData) => {
    const reason = fieldText(form, 'reason');
    if (reason.length >= 3) void decide(photo, 'reject', reason);
  };

  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title">Photo queue</h1>
      <p className="hint">Oldest first. {items ? `${total} waiting.` : ''}</p>
      <Status>{status}</Status>
      {items?.length === 0 && <p>No photos are waiting.</p>}
      <ul className="queue">
        {(items ?? []).map((p) => (
          <QueueCard key={p.id} anchor={`photo-${p.id}`} label={`Photo of ${p.owner_name}`}>
            <a href={p.url} target="_blank" rel="noreferrer">
              <img src={p.thumb_url} alt={`Photo uploaded by ${p.owner_name}`} width={160} height={160} />
            </a>
            <div className="facts">
              <strong>{p.owner_name}</strong>
              {p.fictional && <span className="badge">fictional profile</span>}
              {p.private && <span className="badge">private</span>}
              <Waiting since={p.created_at} seconds={p.age_seconds} />
            </div>
            <ApproveReject
              onApprove={() => void decide(p, 'approve')}
              {...rejectForm.of(p.id)}
              rejectLabel="Reject photo"
              onReject={reject(p)}
            >
              <label>
                Reason (sent to the audit log)
                <input name="reason" required minLength={3} maxLength={500} autoFocus />
              </label>
            </ApproveReject>
          </QueueCard>
        ))}
      </ul>
    </section>
  );
}
