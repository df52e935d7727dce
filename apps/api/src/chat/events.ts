import type { TLivePublishedEvent, TMessage } from '@dating/core/contracts';
import type { App } from '../types';
import { totalUnread } from './chat-repo';
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

/** Per app (its `config`, shared by encapsulated children): members whose unread count is being taken. */
const counting = new WeakMap<object, Map<string, { again: boolean }>>();

/**
 * Publishes the member's unread total without holding up the caller: one count at a time per member, and a
 * burst of messages to one member costs one more count, not one each (a count asked for while one runs runs
 * once more afterwards, so the last event includes every committed message). Skipped when no socket of theirs
 * can hear it (no socket on this process and no bus to others); the chat list counts on its own.
 */
export function refreshUnread(app: App, userId: string): void {
  const h = hub(app);
  if (!h || h.reaches?.(userId) === false) return;
  const runs = counting.get(app.config) ?? new Map<string, { again: boolean }>();
  counting.set(app.config, runs);
  const running = runs.get(userId);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  runs.set(userId, state);
  afterSend(app, 'unread count failed', async () => {
    try {
      do {
        state.again = false;
        await publishUnread(app, userId);
      } while (state.again);
    } finally {
      runs.delete(userId);
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
