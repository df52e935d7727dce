import { getResources } from '@dating/i18n';
import { MailChangeDoScreen } from '@/features/mail-change/mail-change-do-screen';
import { getRequestLocale } from '@/lib/server/locale';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('mailChangeDo');

/** `/mail-change/do?token=…`: the confirmation link mailed to the new address. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const [{ locale }, { token }] = await Promise.all([getRequestLocale(), searchParams]);
  return (
    <MailChangeDoScreen
      token={typeof token === 'string' ? token : ''}
      resources={getResources(locale, ['account'])}
    />
  );
}
