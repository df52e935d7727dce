import { LangConfigScreen } from '@/features/payments/lang-config-screen';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('langConfig');

export default async function Page() {
  await requireMember('/lang-config');
  return <LangConfigScreen />;
}
