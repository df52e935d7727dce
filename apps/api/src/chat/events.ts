import type { TLivePublishedEvent, TMessage } from '@dating/core/contracts';
import type { App } from '../types';
import { totalUnread } from './chat-repo';

/** What the chat needs of the live hub (`app.live`, src/live): works before and without it. */
interface LivePublisher {
  publish(userIds: readonly string[], event: TLivePublishedEvent): void;
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

/** A new message: to both members, then the recipient's unread total. */
export async function publishMessage(app: App, message: TMessage, members: [string, string]): Promise<void> {
  publish(app, members, { type: 'message', conversation: message.conversation, message });
  const recipient = members.find((m) => m !== message.sender);
  if (recipient) await publishUnread(app, recipient);
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
