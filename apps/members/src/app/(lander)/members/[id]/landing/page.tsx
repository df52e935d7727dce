import { MemberLandingPage } from '@/features/member-landing/member-landing-page';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('landing');

/** `/members/{id}/landing`: a member's photo and a call to sign up (lander layout). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Translations of="/members/[id]/landing">
      <MemberLandingPage id={id} variant="landing" />
    </Translations>
  );
}
