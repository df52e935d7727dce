'use client';

import styled from 'styled-components';
import { stackCss } from '@dating/ui/css';

/** The alert-banner column under the top bar; collapses to nothing when no alert renders. */
export const AlertBannerWrap = styled.div`
  ${stackCss(2)}
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentWide};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing[4]};

  &:not(:empty) {
    padding-top: ${({ theme }) => theme.spacing[4]};
  }

  ${({ theme }) => theme.media.down('md')} {
    gap: ${({ theme }) => theme.spacing[1]};
    padding: 0 ${({ theme }) => theme.spacing[2]};

    &:not(:empty) {
      padding-top: ${({ theme }) => theme.spacing[2]};
    }
  }
`;
