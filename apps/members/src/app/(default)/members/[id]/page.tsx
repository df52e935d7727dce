import { ProfileScreen } from '@/features/profile-view/profile-screen';
import { loadMemberProfile } from '@/features/profile-view/load-member-profile';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('profileView');

/** `/members/{id}`: another member's profile (public; visitors see fewer photos). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const initial = await loadMemberProfile(id);
  return (
    <Translations of="/members/[id]">
      <ProfileScreen key={id} profileId={id} {...initial} />
    </Translations>
  );
}
