import type { TLivePublishedEvent, TMessage } from '@dating/core/contracts';
import type { App } from '../types';
import { totalUnread, totalsUnread } from './chat-repo';
import { afterSend } from './notify';

/** What the chat needs of the live hub (`app.live`, src/live): works before and without it. */
interface LivePublisher {
  publish(userIds: readonly string[], event: TLivePublishedEvent): void;
  /** Whether an event to this member can reach a socket: one open here, or a bus to other processes. */
  reaches?(userId: string): boolean;
}

const hub = (app: App): LivePublisher | undefined => (app as unknown as { live?: LivePublisher }).live;

/** Publishes after the commit; a failing bus never fails the request (clients heal by resume or refresh). */
export function publish(app: App, userIds: string[], event: TLivePublishedEvent): void {
  try {
    hub(app)?.publish(userIds, event);
  } catch (error) {
    app.log.warn({ err: error, type: event.type }, 'live publish failed');
  }
}

/** Whether anything listens (skips the unread count queries when live is not there). */
export const liveEnabled = (app: App) => hub(app) !== undefined;

/**
 * A new message: to both members at once (the committed message as the send built it, not read again), then
 * the recipient's unread total, counted after the answer and only when a socket can receive it.
 */
export function publishMessage(app: App, message: TMessage, members: [string, string]): void {
  publish(app, members, { type: 'message', conversation: message.conversation, message });
  const recipient = members.find((m) => m !== message.sender);
  if (recipient) refreshUnread(app, recipient);
}

/** Per app (its `config`, shared by encapsulated children): the members whose unread total is due. */
interface UnreadQueue {
  /** To count in the next statement. */
  due: Set<string>;
  /** A count is scheduled or running: members asked for meanwhile wait for the next statement. */
  draining: boolean;
}
const unreadQueues = new WeakMap<object, UnreadQueue>();

/**
 * Publishes the member's unread total without holding up the caller. One count runs at a time: the members
 * asked for in one event-loop turn, and all those asked for while a count runs, are counted together in the
 * next statement (`totalsUnread`) — so a member asked for while their count runs is counted once more
 * afterwards (the last event includes every committed message), and under load the statements are per round
 * trip, not per turn. Skipped when no socket of theirs can hear it (no socket on this process and no bus to
 * others); the chat list counts on its own.
 */
export function refreshUnread(app: App, userId: string): void {
  const h = hub(app);
  if (!h || h.reaches?.(userId) === false) return;
  let q = unreadQueues.get(app.config);
  if (!q) {
    q = { due: new Set(), draining: false };
    unreadQueues.set(app.config, q);
  }
  q.due.add(userId);
  if (q.draining) return;
  q.draining = true;
  const queue = q;
  afterSend(app, 'unread count failed', async () => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (queue.due.size > 0) {
        const members = [...queue.due];
        queue.due.clear();
        try {
          const totals = await totalsUnread(app.db.db, members);
          for (const m of members) publish(app, [m], { type: 'unread', total: totals.get(m) ?? 0 });
        } catch (err) {
          app.log.error({ err }, 'unread count failed');
        }
      }
    } finally {
      queue.draining = false;
    }
  });
}

/** The member's unread total (the Messages badge). */
export async function publishUnread(app: App, userId: string): Promise<void> {
  if (!liveEnabled(app)) return;
  publish(app, [userId], { type: 'unread', total: await totalUnread(app.db.db, userId) });
}

/** The member's balance changed. */
export function publishCredits(app: App, userId: string, credits: number): void {
  publish(app, [userId], { type: 'credits', credits });
}
