import { getResources } from '@dating/i18n';
import { AccountDeletedScreen } from '@/features/account-deletion/account-deleted-screen';
import { getRequestLocale } from '@/lib/server/locale';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('accountDeleted');

/** `/account-deleted`: shown after deleting the account. */
export default async function Page() {
  const { locale } = await getRequestLocale();
  return <AccountDeletedScreen resources={getResources(locale, ['account'])} />;
}
