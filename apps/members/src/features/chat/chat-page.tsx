import { getResources } from '@dating/i18n';
import { getRequestLocale } from '@/lib/server/locale';
import { requireMember } from '@/lib/server/require-member';
import { ChatScreen } from './chat-screen';
import { ChatTranslations } from './chat-translations';
import { loadFirstMessages } from './load-chat';
import { type ChatTarget } from './use-messages';

export interface ChatPageProps {
  /** The id in the path: a conversation's or a member's. */
  id: string;
  target: ChatTarget;
  /** Where a visitor comes back to after logging in. */
  path: string;
}

/** A conversation page (member-only, chat layout): its first messages loaded on the server, in the chat texts. */
export async function ChatPage({ id, target, path }: ChatPageProps) {
  await requireMember(path);
  const [{ locale }, initialPage] = await Promise.all([getRequestLocale(), loadFirstMessages(target)]);
  return (
    <ChatTranslations resources={getResources(locale, ['chat'])}>
      <ChatScreen key={id} target={target} initialPage={initialPage} />
    </ChatTranslations>
  );
}
