import { getResources } from '@dating/i18n';
import { ChatTranslations } from '@/features/chat/chat-translations';
import { ChatsScreen } from '@/features/chat/chats-screen';
import { loadChatState } from '@/features/chat/load-chat';
import { getRequestLocale } from '@/lib/server/locale';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('chats');

/** `/chats`: the member's conversations (member-only). */
export default async function Page() {
  await requireMember('/chats');
  const [{ locale }, initialState] = await Promise.all([getRequestLocale(), loadChatState()]);
  return (
    <ChatTranslations resources={getResources(locale, ['chat'])}>
      <ChatsScreen initialState={initialState} />
    </ChatTranslations>
  );
}
