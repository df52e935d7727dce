'use client';

import { type ReactNode } from 'react';
import { type TNotificationsResponse } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { DeleteAccountSection } from './delete-account-section';
import { BlockedMembersSection } from './blocked-members-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { PreferencesSection } from './preferences-section';
import { LanguageSection } from './language-section';
import { PrivacySection } from './privacy-section';
import { Columns, Sections } from './settings.styles';

export interface SettingsScreenProps {
  /** The preferences fetched on the server, so the page renders complete (no loading shift). */
  initialNotifications?: TNotificationsResponse;
  /** The "Download my data" section (its own feature, placed by the page). */
  dataExport?: ReactNode;
}

/**
 * `/notifications`, the account menu's "Settings", phone first: each group a card with its one action, boxes
 * that save at once as thumb-sized rows; from lg two columns (notifications, privacy, blocks and language on
 * the left; password, e-mail and deletion on the right).
 */
export function SettingsScreen({ initialNotifications, dataExport }: SettingsScreenProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <PageContainer $width="wide" data-screen="notifications">
      <PageTitle>{tc('screens.notifications')}</PageTitle>
      <Lead>{t('settings.lead')}</Lead>
      <Columns>
        <Sections>
          <PreferencesSection initialData={initialNotifications} />
          <PrivacySection />
          <BlockedMembersSection />
          {dataExport}
          <LanguageSection />
        </Sections>
        <Sections>
          <ChangePasswordForm />
          <ChangeEmailForm />
          <DeleteAccountSection />
        </Sections>
      </Columns>
    </PageContainer>
  );
}
