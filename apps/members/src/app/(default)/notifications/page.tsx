import { type TNotificationsResponse } from '@dating/core/contracts';
import { DataExportSection } from '@/features/data-export/data-export-section';
import { SettingsScreen } from '@/features/settings/settings-screen';
import { getServerApi } from '@/lib/server/api';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

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
  const notifications = await loadNotifications();
  return (
    <Translations of="/notifications">
      <SettingsScreen initialNotifications={notifications} dataExport={<DataExportSection />} />
    </Translations>
  );
}
