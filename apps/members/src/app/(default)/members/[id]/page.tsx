import { ProfileScreen } from '@/features/profile-view/profile-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('profileView');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProfileScreen profileId={id} />;
}
