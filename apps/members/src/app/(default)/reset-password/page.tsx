import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('resetPassword');

export default function Page() {
  return <PlaceholderScreen screen="resetPassword" />;
}
