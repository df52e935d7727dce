'use client';

import styled from 'styled-components';
import { stackCss } from '@dating/ui/css';

export const FooterRoot = styled.footer`
  margin-top: ${({ theme }) => theme.spacing[12]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.background.subtle};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const FooterInner = styled.div`
  ${stackCss(4)}
  max-width: ${({ theme }) => theme.sizes.contentWide};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[4]}`};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing[1]} 0;
    color: ${({ theme }) => theme.colors.text.default};
  }
`;

export const SmallPrint = styled.p`
  margin: 0;
`;

export const UsNotice = styled.section`
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    color: ${({ theme }) => theme.colors.text.default};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing[1]};
  }

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;
