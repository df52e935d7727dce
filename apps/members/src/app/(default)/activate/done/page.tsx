import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('activateDone');

export default function Page() {
  return <PlaceholderScreen screen="activateDone" />;
}
