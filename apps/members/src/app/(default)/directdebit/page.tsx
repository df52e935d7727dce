import { DirectDebitScreen } from '@/features/direct-debit/direct-debit-screen';
import { MemberPage } from '@/lib/server/member-page';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('directDebit');

export default function Page() {
  return <MemberPage of="/directdebit" screen={<DirectDebitScreen />} />;
}
