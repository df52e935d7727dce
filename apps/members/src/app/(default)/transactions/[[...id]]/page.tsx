import { TransactionsScreen } from '@/features/payments/transactions-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('transactions');

export default async function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  const { id } = await params;
  await requireMember('/transactions');
  const raw = id?.[0];
  const entryId = raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
  return <TransactionsScreen entryId={entryId} />;
}
