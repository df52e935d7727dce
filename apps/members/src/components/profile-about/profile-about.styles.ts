'use client';

import styled from 'styled-components';
import { InlineList } from '@/components/page/inline-list';
import { stackCss } from '@dating/ui/css';

export const Section = styled.section`
  ${stackCss(3)}

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p {
    margin: 0;
  }
`;

export const Bio = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
`;

export const Chips = styled(InlineList)`
  li {
    padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary[50]};
    color: ${({ theme }) => theme.colors.primary[800]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[6]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.text.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;
