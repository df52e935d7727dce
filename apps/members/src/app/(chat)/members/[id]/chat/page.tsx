import { ChatPage } from '@/features/chat/chat-page';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('memberChat');

/**
 * `/members/{id}/chat`: the conversation with a member, started by the first message sent here (member-only,
 * chat layout).
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ChatPage id={id} target={{ profile: id }} path={`/members/${encodeURIComponent(id)}/chat`} />;
}
