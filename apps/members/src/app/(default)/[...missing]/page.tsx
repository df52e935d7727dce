import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getT } from '@/lib/server/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t('errors.notFound.title'), robots: { index: false } };
}

/**
 * Every path no other route matches, the proxy's not-found rewrite (`/_/not-found`) included: the 404 inside the
 * default frame (`(default)/not-found.tsx`), rendered within the default layout, so that the frame's chunks are
 * the layout's own and no boundary above the route groups carries a second copy of them (ADR 0033).
 */
export default function Missing(): never {
  notFound();
}
