import { useState, type FormEvent, type ReactNode } from 'react';
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
 * form while `rejecting`: its fields are the `children`, `rejectLabel` names its submit button, and `onReject`
 * gets what was filled in.
 */
export function ApproveReject(props: {
  onApprove: () => void;
  rejecting: boolean;
  onToggleReject: () => void;
  rejectLabel: string;
  onReject: (form: FormData) => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onReject(new FormData(event.currentTarget));
  };
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
      {props.rejecting && (
        <form className="reject" onSubmit={submit}>
          {props.children}
          <button type="submit">{props.rejectLabel}</button>
        </form>
      )}
    </>
  );
}

/**
 * Which card of a queue has its reject form open, one at a time: `of(id)` is that card's `rejecting` and
 * `onToggleReject` for ApproveReject; `close()` after a decision.
 */
export function useRejectForm() {
  const [open, setOpen] = useState<string | null>(null);
  return {
    of: (id: string) => ({ rejecting: open === id, onToggleReject: () => setOpen(open === id ? null : id) }),
    close: () => setOpen(null),
  };
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

/**
 * The list beside the open item of a two-pane screen (host inbox, fictional profiles): a button per entry with
 * its title and a hint, the open one marked `aria-current`; `ordered` where the order means something.
 */
export function PickList(props: {
  label: string;
  ordered?: boolean;
  entries: readonly { id: string; title: ReactNode; hint: ReactNode }[];
  current: string | null;
  onPick: (id: string) => void;
}) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <nav aria-label={props.label}>
      <List className="waiting">
        {props.entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="pick"
              aria-current={entry.id === props.current ? 'true' : undefined}
              onClick={() => props.onPick(entry.id)}
            >
              <span>{entry.title}</span>
              <span className="hint">{entry.hint}</span>
            </button>
          </li>
        ))}
      </List>
    </nav>
  );
}
