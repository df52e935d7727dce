import { SwipeScreen } from '@/features/swipe/swipe-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('swipeGame');

export default async function Page() {
  await requireMember('/swipe-game');
  return <SwipeScreen variant="game" />;
}
