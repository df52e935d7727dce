import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('repeatOrder');

export default async function Page() {
  await requireMember('/credits/repeat-order');
  return <PlaceholderScreen screen="repeatOrder" />;
}
