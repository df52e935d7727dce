import { SwipeScreen } from '@/features/swipe/swipe-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('matchFinder');

export default async function Page() {
  await requireMember('/match-finder');
  return (
    <Translations of="/match-finder">
      <SwipeScreen variant="finder" />
    </Translations>
  );
}
