import { PlaceholderScreen } from '@/components/placeholder/placeholder-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('creditsPayment');

export default async function Page({
  params,
}: {
  params: Promise<{ id: string; paymentmethod?: string[] }>;
}) {
  const { id } = await params;
  await requireMember(`/credits/${encodeURIComponent(id)}`);
  return <PlaceholderScreen screen="creditsPayment" />;
}
