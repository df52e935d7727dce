import { SwipeScreen } from '@/features/swipe/swipe-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('swipeGame');

export default async function Page() {
  await requireMember('/swipe-game');
  return (
    <Translations of="/swipe-game">
      <SwipeScreen variant="game" />
    </Translations>
  );
}
