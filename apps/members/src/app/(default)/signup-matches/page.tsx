import { SignupMatchesScreen } from '@/features/signup/signup-matches-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('signupMatches');

export default function Page() {
  return <SignupMatchesScreen />;
}
