'use client';

import { type TNotificationsResponse } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { DeleteAccountSection } from './delete-account-section';
import { BlockedMembersSection } from './blocked-members-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { PreferencesSection } from './preferences-section';
import { PrivacySection } from './privacy-section';
import { Sections } from './settings.styles';

export interface SettingsScreenProps {
  /** The preferences fetched on the server, so the page renders complete (no loading shift). */
  initialNotifications?: TNotificationsResponse;
}

/** `/notifications`, the account menu's "Settings": preferences, privacy, blocks, password, e-mail, deletion. */
export function SettingsScreen({ initialNotifications }: SettingsScreenProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <PageContainer $width="narrow" data-screen="notifications">
      <PageTitle>{tc('screens.notifications')}</PageTitle>
      <Lead>{t('settings.lead')}</Lead>
      <Sections>
        <PreferencesSection initialData={initialNotifications} />
        <PrivacySection />
        <BlockedMembersSection />
        <ChangePasswordForm />
        <ChangeEmailForm />
        <DeleteAccountSection />
      </Sections>
    </PageContainer>
  );
}
