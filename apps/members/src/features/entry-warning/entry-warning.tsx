'use client';

import { usePathname } from 'next/navigation';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';
import { ModalText } from '@/components/page/modal-text';
import { FictionalNotice } from '@/components/disclaimer/fictional-notice';
import { useIsStandalone } from '@/hooks/use-is-standalone';
import { useUiStoreHydrated } from '@/hooks/use-ui-store-hydrated';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';
import { useUiStore } from '@/stores/ui-store';
import { ENTRY_WARNING_DISMISSAL, isEntryWarningVisible } from './entry-warning-visibility';

/**
 * The site-entry warning of spec §2 (title key `index_important_modal`): before a visitor from a listed
 * country goes on, it says plainly that the site is for adults, that some profiles are fictional (with the
 * icon that marks them) and that messages cost credits, priced up front. Any way of closing it (the button,
 * the close button, Escape, the backdrop) counts as read: the time is stored and it does not come back.
 */
export function EntryWarning() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { data: user } = useUser();
  const pathname = usePathname();
  const standalone = useIsStandalone();
  const dismissalsLoaded = useUiStoreHydrated();
  const dismissedAt = useUiStore((state) => state.dismissals[ENTRY_WARNING_DISMISSAL]);
  const dismiss = useUiStore((state) => state.dismiss);

  const open = isEntryWarningVisible({
    setting: settings.enable_site_entry_popup,
    countries: settings.site_entry_countries,
    selectedCountry: settings.geoip_selected_country,
    user,
    pathname,
    standalone,
    dismissedAt,
    dismissalsLoaded,
  });
  if (!open) return null;
  const close = () => dismiss(ENTRY_WARNING_DISMISSAL, Date.now());
  return (
    <Modal open onClose={close} size="md" data-testid="entry-warning">
      <Modal.Header>{t('entryWarning.title')}</Modal.Header>
      <Modal.Body>
        <ModalText>
          <p>{t('entryWarning.intro')}</p>
          <p>{t('disclaimer.adults', { minAge: settings.min_age })}</p>
          <FictionalNotice />
          <p>{t('entryWarning.credits')}</p>
          <p>
            <a href="/pages/terms">{t('entryWarning.terms')}</a>
          </p>
        </ModalText>
      </Modal.Body>
      <Modal.Footer>
        <Button type="button" onClick={close}>
          {t('entryWarning.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
