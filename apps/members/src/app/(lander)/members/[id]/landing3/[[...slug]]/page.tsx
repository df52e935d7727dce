import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('landing');

export default function Page() {
  return <PlaceholderScreen screen="landing" />;
}
