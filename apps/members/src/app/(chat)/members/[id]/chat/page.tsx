import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('memberChat');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireMember(`/members/${encodeURIComponent(id)}/chat`);
  return <PlaceholderScreen screen="memberChat" />;
}
