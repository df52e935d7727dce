'use client';

import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { useSettings } from '@/providers/settings-context';

const Icon = styled.img`
  display: inline-block;
  margin-left: ${({ theme }) => theme.spacing[1]};
  vertical-align: middle;
  background: ${({ theme }) => theme.colors.neutral[0]};
  border-radius: ${({ theme }) => theme.radii.round};
`;

/** The honest disclosure that some profiles are fictional, ending with the icon that marks them. */
export function FictionalNotice() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <p>
      {t('disclaimer.fictional')}
      <Icon src={settings.fictional_icon} alt={t('disclaimer.fictionalIcon')} width={20} height={20} />
    </p>
  );
}
