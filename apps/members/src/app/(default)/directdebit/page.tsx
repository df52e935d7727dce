import { DirectDebitScreen } from '@/features/direct-debit/direct-debit-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('directDebit');

export default async function Page() {
  await requireMember('/directdebit');
  return <DirectDebitScreen />;
}
