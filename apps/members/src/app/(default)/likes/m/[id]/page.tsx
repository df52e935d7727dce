import { ProfileScreen } from '@/features/profile-view/profile-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('profileView');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireMember(`/likes/m/${encodeURIComponent(id)}`);
  return <ProfileScreen profileId={id} fromLike />;
}
