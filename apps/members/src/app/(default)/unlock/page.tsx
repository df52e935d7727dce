import { UnlockScreen } from '@/features/account-unlock/unlock-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('unlock');

/** `/unlock?token=…`: the lock e-mail's one-time link (ADR 0013). A button, so mail scanners cannot use it. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <UnlockScreen token={typeof token === 'string' ? token : ''} />;
}
