import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LikesScreen } from '@/features/likes/likes-screen';
import { LIKES_TYPES, isLikesType } from '@/lib/screens';
import { requireMember } from '@/lib/server/require-member';
import { screenMetadata } from '@/lib/server/screen';

type Props = { params: Promise<{ type: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params;
  return isLikesType(type) ? screenMetadata(LIKES_TYPES[type])() : {};
}

/** /likes/received | sent | matches (member-only); anything else is a 404. */
export default async function Page({ params }: Props) {
  const { type } = await params;
  if (!isLikesType(type)) notFound();
  await requireMember(`/likes/${type}`);
  return <LikesScreen tab={type} />;
}
