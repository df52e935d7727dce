'use client';

import Link from 'next/link';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { wrapRowCss } from '@dating/ui/css';

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.primary[700]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: 0.05em;
  text-transform: uppercase;
`;

const Actions = styled.div`
  ${wrapRowCss(3)}
`;

export interface ErrorScreenProps {
  /** Shown as "Error {status}"; omitted when the screen is not an HTTP error. */
  status?: number;
  title: string;
  message: string;
  /** Extra actions before the home link (e.g. "Try again"). */
  actions?: ReactNode;
}

/** Status, message and a way home: the body of the 404, error and invalid-link screens. */
export function ErrorScreen({ status, title, message, actions }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <PageContainer $width="narrow" data-status={status}>
      {status ? <Status>{t('errors.status', { status })}</Status> : null}
      <PageTitle>{title}</PageTitle>
      <Lead>{message}</Lead>
      <Actions>
        {actions}
        <Button as={Link} href="/" variant={actions ? 'outline' : 'primary'}>
          {t('errors.home')}
        </Button>
      </Actions>
    </PageContainer>
  );
}
