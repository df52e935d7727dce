import { ProfileScreen } from '@/features/profile-view/profile-screen';
import { loadMemberProfile } from '@/features/profile-view/load-member-profile';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('profileView');

/** `/likes/m/{id}`: the same profile screen, opened from a like (member-only). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireMember(`/likes/m/${encodeURIComponent(id)}`);
  const initial = await loadMemberProfile(id);
  return (
    <Translations of="/likes/m/[id]">
      <ProfileScreen key={id} profileId={id} fromLike {...initial} />
    </Translations>
  );
}
