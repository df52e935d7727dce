import { ActivationResultScreen } from '@/features/activation/activation-result-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('activateDone');

export default function Page() {
  return <ActivationResultScreen result="done" />;
}
