import { LikesScreen } from '@/features/likes/likes-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('likes');

/** `/likes`: the received likes (member-only). */
export default async function Page() {
  await requireMember('/likes');
  return <LikesScreen tab="received" />;
}
