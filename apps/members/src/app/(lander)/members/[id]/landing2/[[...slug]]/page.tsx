import { notFound } from 'next/navigation';
import { MemberLandingPage } from '@/features/member-landing/member-landing-page';
import { screenMetadata } from '@/lib/server/screen';
import { Translations } from '@/lib/server/translations';

export const generateMetadata = screenMetadata('landing');

/** `/members/{id}/landing2/{slug?}`: a member's story in three steps (the slug names the language). */
export default async function Page({ params }: { params: Promise<{ id: string; slug?: string[] }> }) {
  const { id, slug } = await params;
  if (slug && slug.length > 1) notFound();
  return (
    <Translations of="/members/[id]/landing2/[[...slug]]">
      <MemberLandingPage id={id} variant="landing2" />
    </Translations>
  );
}
