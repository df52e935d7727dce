import { PricingScreen } from '@/features/payments/pricing-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('pricing');

export default function Page() {
  return <PricingScreen />;
}
