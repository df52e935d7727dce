import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('likes');

export default async function Page() {
  await requireMember('/likes');
  return <PlaceholderScreen screen="likes" />;
}
