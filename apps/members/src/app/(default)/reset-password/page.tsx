import { getResources } from '@dating/i18n';
import { ResetRequestScreen } from '@/features/password-reset/reset-request-screen';
import { getRequestLocale } from '@/lib/server/locale';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('resetPassword');

/** `/reset-password`: request a reset link. */
export default async function Page() {
  const { locale } = await getRequestLocale();
  return <ResetRequestScreen resources={getResources(locale, ['account'])} />;
}
