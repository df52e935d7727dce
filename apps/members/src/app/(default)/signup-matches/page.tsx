import { SignupMatchesScreen } from '@/features/signup/signup-matches-screen';
import { MemberPage } from '@/lib/server/member-page';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('signupMatches');

/** `/signup-matches`: a new member's first suggested matches (a visitor is sent to log in first). */
export default function Page() {
  return <MemberPage of="/signup-matches" screen={<SignupMatchesScreen />} />;
}
