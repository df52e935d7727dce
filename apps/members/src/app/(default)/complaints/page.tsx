import { ComplaintsScreen } from '@/features/complaints/complaints-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('complaints');

export default function Page() {
  return <ComplaintsScreen />;
}
