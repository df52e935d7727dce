import { ResetDoScreen } from '@/features/password-reset/reset-do-screen';
import { screenMetadata } from '@/lib/server/screen';
import { tokenPage } from '@/lib/server/token-page';

export const generateMetadata = screenMetadata('resetPasswordDo');

/** `/reset-password/do?token=…`: the reset e-mail's link. */
export default tokenPage(ResetDoScreen);
