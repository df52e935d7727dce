import { AccountDeletedScreen } from '@/features/settings/account-deleted-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('accountDeleted');

/** `/account-deleted`: shown after deleting the account. */
export default async function Page() {
  return <AccountDeletedScreen />;
}
