import { ChatPage } from '@/features/chat/chat-page';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('chat');

/** `/chats/{id}`: one conversation, in the chat layout (member-only). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Translations of="/chats/[id]">
      <ChatPage id={id} target={{ conversation: id }} path={`/chats/${encodeURIComponent(id)}`} />
    </Translations>
  );
}
