import { SignupPage } from '@/features/signup/signup-page';
import { redirectMembersHome } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('signup');

/** `/signup`: the sign-up flow as a page (smartphones and direct visits; spec §2). */
export default async function Page() {
  await redirectMembersHome(); // a member who is already logged in has nothing to sign up for
  return <SignupPage />;
}
