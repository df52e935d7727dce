import { ResetRequestScreen } from '@/features/password-reset/reset-request-screen';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('resetPassword');

/** `/reset-password`: request a reset link. */
export default async function Page() {
  return <ResetRequestScreen />;
}
