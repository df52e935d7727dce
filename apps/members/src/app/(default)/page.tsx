import { HomeScreen } from '@/features/home/home-screen';
import { redirectMembersHome } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('home');

/** `/`: the visitors' home; a logged-in member goes to /members. */
export default async function Page() {
  await redirectMembersHome();
  return <HomeScreen />;
}
