import { PackagesScreen } from '@/features/payments/packages-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('premium');

export default function Page() {
  return <PackagesScreen variant="premium" />;
}
