import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('transactions');

export default async function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  await params;
  await requireMember('/transactions');
  return <PlaceholderScreen screen="transactions" />;
}
