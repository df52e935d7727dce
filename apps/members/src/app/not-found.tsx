import { type Metadata } from 'next';
import { NotFoundScreen } from '@/components/error-screen/not-found-screen';
import { MainRegion } from '@/components/page/main-region';
import { getT } from '@/lib/server/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t('errors.notFound.title'), robots: { index: false } };
}

export default function NotFound() {
  return (
    <MainRegion>
      <NotFoundScreen />
    </MainRegion>
  );
}
