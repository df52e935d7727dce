import { RepeatOrderScreen } from '@/features/payments/repeat-order-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('repeatOrder');

export default async function Page() {
  await requireMember('/credits/repeat-order');
  return <RepeatOrderScreen />;
}
