import { MemberLandingPage } from '@/features/member-landing/member-landing-page';
import { screenMetadata } from '@/lib/server/screen';
import { slugLandingPage } from '@/lib/server/slug-landing-page';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('landing');

/** `/members/{id}/landing2/{slug?}`: a member's story in three steps (the slug names the language). */
export default slugLandingPage((id) => (
  <Translations of="/members/[id]/landing2/[[...slug]]">
    <MemberLandingPage id={id} variant="landing2" />
  </Translations>
));
