import { getResources } from '@dating/i18n';
import { ChatScreen } from '@/features/chat/chat-screen';
import { ChatTranslations } from '@/features/chat/chat-translations';
import { loadFirstMessages } from '@/features/chat/load-chat';
import { getRequestLocale } from '@/lib/server/locale';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('chat');

/** `/chats/{id}`: one conversation, in the chat layout (member-only). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireMember(`/chats/${encodeURIComponent(id)}`);
  const target = { conversation: id };
  const [{ locale }, initialPage] = await Promise.all([getRequestLocale(), loadFirstMessages(target)]);
  return (
    <ChatTranslations resources={getResources(locale, ['chat'])}>
      <ChatScreen key={id} target={target} initialPage={initialPage} />
    </ChatTranslations>
  );
}
