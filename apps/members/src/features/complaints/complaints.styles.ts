'use client';

import styled from 'styled-components';
import { bareListCss } from '@/components/css';

export const ComplaintList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  ${bareListCss}
`;

export const ComplaintItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: anywhere;

  p,
  h3 {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Answer = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary[600]};
  background: ${({ theme }) => theme.colors.background.subtle};
  white-space: pre-wrap;
`;
