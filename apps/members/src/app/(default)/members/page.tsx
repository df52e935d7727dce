import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('members');

export default function Page() {
  return <PlaceholderScreen screen="members" />;
}
