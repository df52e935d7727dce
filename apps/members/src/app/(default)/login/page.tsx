import { LoginScreen } from '@/features/login/login-screen';
import { redirectMembersHome } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('login');

/** `/login`: a logged-in member goes to /members. */
export default async function Page() {
  await redirectMembersHome();
  return <LoginScreen />;
}
