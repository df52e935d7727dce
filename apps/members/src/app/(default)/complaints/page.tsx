import { ComplaintsScreen } from '@/features/complaints/complaints-screen';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('complaints');

export default function Page() {
  return (
    <Translations of="/complaints">
      <ComplaintsScreen />
    </Translations>
  );
}
