import { DirectDebitScreen } from '@/features/direct-debit/direct-debit-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('directDebit');

export default async function Page() {
  await requireMember('/directdebit');
  return (
    <Translations of="/directdebit">
      <DirectDebitScreen />
    </Translations>
  );
}
