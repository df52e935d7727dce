import { UnlockScreen } from '@/features/account-unlock/unlock-screen';
import { screenMetadata } from '@/lib/server/screen';
import { tokenPage } from '@/lib/server/token-page';

export const generateMetadata = screenMetadata('unlock');

/** `/unlock?token=…`: the lock e-mail's one-time link (ADR 0013). A button, so mail scanners cannot use it. */
export default tokenPage(UnlockScreen);
