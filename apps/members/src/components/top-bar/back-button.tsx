'use client';

import { useEffect, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslation } from '@dating/i18n/client';
import { useIsStandalone } from '@/hooks/use-is-standalone';
import { showsBackButton } from '@/lib/member-routes';
import { BackControl } from './top-bar.styles';

/** Back button: installed-app mode only, with history to go back to, on the routes spec §2 lists. */
export function BackButton() {
  const { t } = useTranslation();
  const router = useRouter();
  const pathname = usePathname() ?? '/';
  const standalone = useIsStandalone();
  const [hasHistory, setHasHistory] = useState(false);

  useEffect(() => {
    setHasHistory(window.history.length > 1);
  }, [pathname]);

  if (!standalone || !hasHistory || !showsBackButton(pathname)) return null;
  return (
    <BackControl type="button" aria-label={t('nav.back')} onClick={() => router.back()}>
      <span aria-hidden="true">‹</span>
    </BackControl>
  );
}
