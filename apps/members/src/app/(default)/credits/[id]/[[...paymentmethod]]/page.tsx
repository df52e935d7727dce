import { CheckoutScreen } from '@/features/payments/checkout-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('creditsPayment');

const DISCOUNT_CODE = /^[A-Za-z0-9-]{3,40}$/;
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; paymentmethod?: string[] }>;
  searchParams: Promise<{ order?: string | string[]; code?: string | string[] }>;
}) {
  const { id, paymentmethod } = await params;
  const { order, code } = await searchParams;
  await requireMember(`/credits/${encodeURIComponent(id)}`);
  const orderId = typeof order === 'string' && ORDER_ID.test(order) ? order : undefined;
  const discountCode = typeof code === 'string' && DISCOUNT_CODE.test(code) ? code : undefined;
  return <CheckoutScreen tier={id} method={paymentmethod?.[0]} orderId={orderId} code={discountCode} />;
}
