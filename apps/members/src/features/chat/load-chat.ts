import { type TChatState, type TMessagesPage } from '@dating/core/contracts';
import { getServerApi } from '@/lib/server/api';
import { type ChatTarget } from './use-messages';

/**
 * The first page of a conversation, fetched on the server as the member (their cookie is forwarded) so the
 * chat renders complete; undefined on any failure, and the browser fetches again (and shows the error).
 */
export async function loadFirstMessages(target: ChatTarget): Promise<TMessagesPage | undefined> {
  try {
    return await (await getServerApi()).chat.messages(target);
  } catch {
    return undefined;
  }
}

/** The member's chat list for `/chats`, or undefined (the browser fetches it). */
export async function loadChatState(): Promise<TChatState | undefined> {
  try {
    return await (await getServerApi()).chat.list();
  } catch {
    return undefined;
  }
}
