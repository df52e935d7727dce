import { ChatPage } from '@/features/chat/chat-page';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('memberChat');

/**
 * `/members/{id}/chat`: the conversation with a member, started by the first message sent here (member-only,
 * chat layout).
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Translations of="/members/[id]/chat">
      <ChatPage id={id} target={{ profile: id }} path={`/members/${encodeURIComponent(id)}/chat`} />
    </Translations>
  );
}
