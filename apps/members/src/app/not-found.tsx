import { type Metadata } from 'next';
import { NotFoundScreen } from '@/components/error-screen/not-found-screen';
import { getT } from '@/lib/server/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t('errors.notFound.title'), robots: { index: false } };
}

/**
 * The 404 screen without a frame, for a `notFound()` no route group catches. Every path no route matches (the
 * proxy's not-found rewrite included) reaches `(default)/[...missing]`, which shows the 404 inside the default
 * frame through `(default)/not-found.tsx`, and the lander pages have `(lander)/not-found.tsx`. This boundary is
 * part of every route's first load, so it draws no frame: one of its own was a second ~14 kB copy of the frame's
 * chunk on every route (ADR 0033).
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
