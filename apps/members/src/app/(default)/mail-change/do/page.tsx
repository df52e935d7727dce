import { MailChangeDoScreen } from '@/features/mail-change/mail-change-do-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('mailChangeDo');

/** `/mail-change/do?token=…`: the confirmation link mailed to the new address. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <MailChangeDoScreen token={typeof token === 'string' ? token : ''} />;
}
