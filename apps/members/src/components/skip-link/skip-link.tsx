'use client';

import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';

export const MAIN_ID = 'main';

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.spacing[2]};
  left: ${({ theme }) => theme.spacing[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutral[900]};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** First focusable element of a layout: jumps past the top bar (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return <Link href={`#${MAIN_ID}`}>{t('skipLink')}</Link>;
}
