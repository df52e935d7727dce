import type { ReactNode } from 'react';
import { formatAge } from './api';

/** The screen's status line, read out by screen readers when it changes. */
export function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="status">
      {children}
    </p>
  );
}

/**
 * A queue card's two answers: Approve at once, or Reject… which opens (and closes again) the card's reject
 * form, given as `children` and shown while `rejecting`.
 */
export function ApproveReject(props: {
  onApprove: () => void;
  rejecting: boolean;
  onToggleReject: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="actions">
        <button type="button" onClick={props.onApprove}>
          Approve
        </button>
        <button type="button" onClick={props.onToggleReject}>
          Reject…
        </button>
      </div>
      {props.rejecting && props.children}
    </>
  );
}

/** How long an item has waited: "Waiting 2 h 5 min", the time it came in as the `<time>`'s value. */
export function Waiting({ since, seconds }: { since: string; seconds: number }) {
  return (
    <span>
      Waiting <time dateTime={since}>{formatAge(seconds)}</time>
    </span>
  );
}

/**
 * A waiting item's card in a queue list: `anchor` is its element id, which the moderation queue's Decide
 * scrolls to and focuses (hence focusable by script only); `label` names it for screen readers.
 */
export function QueueCard(props: { anchor: string; label: string; children: ReactNode }) {
  return (
    <li id={props.anchor} tabIndex={-1} className="card" aria-label={props.label}>
      {props.children}
    </li>
  );
}
