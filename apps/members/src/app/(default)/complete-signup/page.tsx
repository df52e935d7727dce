import { SignupPage } from '@/features/signup/signup-page';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('completeSignup');

/** `/complete-signup`: a member whose account was made on a lander continues at the photo step. */
export default async function Page() {
  await requireMember('/complete-signup');
  return <SignupPage skipAccount />;
}
