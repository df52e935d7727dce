import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('premium');

export default function Page() {
  return <PlaceholderScreen screen="premium" />;
}
