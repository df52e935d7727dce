import { getResources } from '@dating/i18n';
import { type TNotificationsResponse } from '@dating/core/contracts';
import { SettingsScreen } from '@/features/settings/settings-screen';
import { getServerApi } from '@/lib/server/api';
import { getRequestLocale } from '@/lib/server/locale';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('notifications');

async function loadNotifications(): Promise<TNotificationsResponse | undefined> {
  try {
    return await (await getServerApi()).account.notifications();
  } catch {
    // The client fetches again and shows a retry when it fails too.
    return undefined;
  }
}

/** `/notifications` (settings; member-only). */
export default async function Page() {
  await requireMember('/notifications');
  const [{ locale }, notifications] = await Promise.all([getRequestLocale(), loadNotifications()]);
  return (
    <SettingsScreen initialNotifications={notifications} resources={getResources(locale, ['account'])} />
  );
}
