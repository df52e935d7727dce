import { PackagesScreen } from '@/features/payments/packages-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('credits');

export default async function Page() {
  await requireMember('/credits');
  return <PackagesScreen variant="credits" />;
}
