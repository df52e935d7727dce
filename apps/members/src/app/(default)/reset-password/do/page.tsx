import { ResetDoScreen } from '@/features/password-reset/reset-do-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('resetPasswordDo');

/** `/reset-password/do?token=…`: the reset e-mail's link. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <ResetDoScreen token={typeof token === 'string' ? token : ''} />;
}
