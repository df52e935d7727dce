import { notFound } from 'next/navigation';
import { InvalidLinkScreen } from '@/components/error-screen/invalid-link-screen';
import { isTokenShaped } from '@/lib/token';
import { screenMetadata } from '@/lib/server/screen';

export const generateMetadata = screenMetadata('invalidLink');

/**
 * The emailed `{token}` link of spec §2. Only token-shaped values reach this page (anything else is a
 * 404); token login itself is a later issue, so for now every token is reported as invalid or expired.
 */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!isTokenShaped(token)) notFound();
  return <InvalidLinkScreen />;
}
