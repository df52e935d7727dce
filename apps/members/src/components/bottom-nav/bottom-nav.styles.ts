'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { bottomBarCss } from './bottom-bar';
import { TAB_BAR_HEIGHT, TAB_BAR_OFFSET } from './tab-bar-height';

/** Keeps the end of the page (footer, disclaimer) above the fixed bar. */
export const BarSpacer = styled.div`
  display: none;
  height: ${TAB_BAR_OFFSET};

  ${({ theme }) => theme.media.down('md')} {
    display: block;
  }
`;

export const TabBar = styled.nav`
  display: none;

  ${({ theme }) => theme.media.down('md')} {
    ${bottomBarCss}
    display: block;
    padding: 0 env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px);
  }

  @media print {
    display: none;
  }
`;

export const TabList = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  height: ${TAB_BAR_HEIGHT};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TabLink = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  padding: 0 2px;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: 1.2;
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary[700]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.primary[600]}`};
    outline-offset: -${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

export const TabText = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The count sits on the icon's top right corner. */
export const TabBadge = styled.span`
  position: absolute;
  top: 4px;
  left: calc(50% + 4px);
  line-height: 1;
`;
