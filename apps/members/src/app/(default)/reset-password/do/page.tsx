import { getResources } from '@dating/i18n';
import { ResetDoScreen } from '@/features/password-reset/reset-do-screen';
import { getRequestLocale } from '@/lib/server/locale';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('resetPasswordDo');

/** `/reset-password/do?token=…`: the reset e-mail's link. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const [{ locale }, { token }] = await Promise.all([getRequestLocale(), searchParams]);
  return (
    <ResetDoScreen
      token={typeof token === 'string' ? token : ''}
      resources={getResources(locale, ['account'])}
    />
  );
}
