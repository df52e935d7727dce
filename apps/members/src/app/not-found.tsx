import { type Metadata } from 'next';
import { NotFoundScreen } from '@/components/error-screen/not-found-screen';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { getT } from '@/lib/server/locale';
import { Translations } from '@/lib/server/translations';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t('errors.notFound.title'), robots: { index: false } };
}

/**
 * Every 404 (an unknown path, a `notFound()` in any page, the proxy's not-found rewrite) inside the site frame:
 * this boundary sits above the route groups' layouts, so it brings the default layout itself.
 */
export default function NotFound() {
  return (
    <Translations of="not-found">
      <DefaultLayout>
        <NotFoundScreen />
      </DefaultLayout>
    </Translations>
  );
}
