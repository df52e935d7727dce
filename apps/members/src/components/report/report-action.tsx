'use client';

import { useState } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Button, type ButtonVariant } from '@dating/ui/button';
import { ReportDialog } from './report-dialog';

export interface ReportActionProps {
  member: { id: string; name: string };
  loggedIn: boolean;
  fromChat?: boolean;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}

/** "Report" beside Block on a profile and in the chat's header: opens the report dialog (ADR 0034). */
export function ReportAction({ member, loggedIn, fromChat, variant = 'outline', size }: ReportActionProps) {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        {...(size ? { size } : {})}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('actionLabel', { name: member.name })}
        data-testid="report-action"
      >
        {t('action')}
      </Button>
      <ReportDialog
        open={open}
        onClose={() => setOpen(false)}
        member={member}
        loggedIn={loggedIn}
        {...(fromChat ? { fromChat } : {})}
      />
    </>
  );
}
