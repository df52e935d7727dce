import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('mailChangeDo');

export default function Page() {
  return <PlaceholderScreen screen="mailChangeDo" />;
}
