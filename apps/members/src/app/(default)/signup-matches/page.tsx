import { SignupMatchesScreen } from '@/features/signup/signup-matches-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('signupMatches');

/** `/signup-matches`: a new member's first suggested matches (a visitor is sent to log in first). */
export default async function Page() {
  await requireMember('/signup-matches');
  return (
    <Translations of="/signup-matches">
      <SignupMatchesScreen />
    </Translations>
  );
}
