'use client';

import { type Resource } from 'i18next';
import { type TNotificationsResponse } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useResourceBundles } from '@/hooks/use-resource-bundles';
import { DeleteAccountSection } from '../account-deletion/delete-account-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { PreferencesSection } from './preferences-section';
import { Sections } from './settings.styles';

export interface SettingsScreenProps {
  /** The preferences fetched on the server, so the page renders complete (no loading shift). */
  initialNotifications?: TNotificationsResponse;
  resources?: Resource;
}

/** `/notifications`, the account menu's "Settings": preferences, password, e-mail and deletion. */
export function SettingsScreen({ initialNotifications, resources }: SettingsScreenProps) {
  useResourceBundles(resources);
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <PageContainer $width="narrow" data-screen="notifications">
      <PageTitle>{tc('screens.notifications')}</PageTitle>
      <Lead>{t('settings.lead')}</Lead>
      <Sections>
        <PreferencesSection initialData={initialNotifications} />
        <ChangePasswordForm />
        <ChangeEmailForm />
        <DeleteAccountSection />
      </Sections>
    </PageContainer>
  );
}
