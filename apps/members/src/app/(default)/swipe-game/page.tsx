import { SwipeScreen } from '@/features/swipe/swipe-screen';
import { MemberPage } from '@/lib/server/member-page';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('swipeGame');

export default function Page() {
  return <MemberPage of="/swipe-game" screen={<SwipeScreen variant="game" />} />;
}
