import { SwipeScreen } from '@/features/swipe/swipe-screen';
import { MemberPage } from '@/lib/server/member-page';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('matchFinder');

export default function Page() {
  return <MemberPage of="/match-finder" screen={<SwipeScreen variant="finder" />} />;
}
