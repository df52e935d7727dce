import { MemberLandingPage } from '@/features/member-landing/member-landing-page';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('memberSignup');

/** `/members/{id}/signup[?to=chat]`: the member's profile beside the sign-up form, then their profile or chat. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ to?: string | string[] }>;
}) {
  const [{ id }, { to }] = await Promise.all([params, searchParams]);
  return (
    <Translations of="/members/[id]/signup">
      <MemberLandingPage id={id} variant="signup" destination={to === 'chat' ? 'chat' : 'profile'} />
    </Translations>
  );
}
