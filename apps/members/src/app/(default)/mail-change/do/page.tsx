import { MailChangeDoScreen } from '@/features/mail-change/mail-change-do-screen';
import { screenMetadata } from '@/lib/server/screen';
import { tokenPage } from '@/lib/server/token-page';

export const generateMetadata = screenMetadata('mailChangeDo');

/** `/mail-change/do?token=…`: the confirmation link mailed to the new address. */
export default tokenPage(MailChangeDoScreen);
