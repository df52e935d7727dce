import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('memberSignup');

export default function Page() {
  return <PlaceholderScreen screen="memberSignup" />;
}
