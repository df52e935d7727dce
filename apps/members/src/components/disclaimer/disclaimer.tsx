'use client';

import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { useSettings } from '@/providers/settings-context';
import { FictionalNotice } from './fictional-notice';
import { stackCss } from '@dating/ui/css';

const Root = styled.aside`
  background: ${({ theme }) => theme.colors.neutral[800]};
  color: ${({ theme }) => theme.colors.neutral[50]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Inner = styled.div`
  ${stackCss(2)}
  max-width: ${({ theme }) => theme.sizes.contentWide};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[4]}`};

  p {
    margin: 0;
  }
`;

/** Adults-only notice and the honest disclosure that some profiles are fictional, with their icon. */
export function Disclaimer() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Root aria-label={t('disclaimer.label')} data-testid="disclaimer">
      <Inner>
        <p>{t('disclaimer.adults', { minAge: settings.min_age })}</p>
        <FictionalNotice />
      </Inner>
    </Root>
  );
}
