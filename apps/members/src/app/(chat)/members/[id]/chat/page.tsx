import { getResources } from '@dating/i18n';
import { ChatScreen } from '@/features/chat/chat-screen';
import { ChatTranslations } from '@/features/chat/chat-translations';
import { loadFirstMessages } from '@/features/chat/load-chat';
import { getRequestLocale } from '@/lib/server/locale';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('memberChat');

/**
 * `/members/{id}/chat`: the conversation with a member, started by the first message sent here (member-only,
 * chat layout).
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireMember(`/members/${encodeURIComponent(id)}/chat`);
  const target = { profile: id };
  const [{ locale }, initialPage] = await Promise.all([getRequestLocale(), loadFirstMessages(target)]);
  return (
    <ChatTranslations resources={getResources(locale, ['chat'])}>
      <ChatScreen key={id} target={target} initialPage={initialPage} />
    </ChatTranslations>
  );
}
