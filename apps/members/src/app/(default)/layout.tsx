import { type ReactNode } from 'react';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { Translations } from '@/lib/server/translations';

/** Spec §2 "Default": top bar, alert banners, main, footer, disclaimer, entry warning and modals. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <Translations of="(default)">
      <DefaultLayout>{children}</DefaultLayout>
    </Translations>
  );
}
