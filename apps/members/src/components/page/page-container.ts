'use client';

import styled from 'styled-components';

/** Centred content column of a screen. */
export const PageContainer = styled.div<{ $width?: 'narrow' | 'wide' }>`
  width: 100%;
  max-width: ${({ theme, $width = 'wide' }) => ($width === 'narrow' ? theme.sizes.contentNarrow : theme.sizes.contentWide)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[4]}`};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.spacing[12]} ${theme.spacing[6]}`};
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;
