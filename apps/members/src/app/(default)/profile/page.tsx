import { MyProfileScreen } from '@/features/my-profile/my-profile-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('myProfile');

/** `/profile` (member-only): the member's photos and profile editor. */
export default async function Page() {
  await requireMember('/profile');
  return <MyProfileScreen />;
}
