'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { iconButtonCss } from '@dating/ui/css';
import { bareListCss } from '@/components/css';

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  max-width: ${({ theme }) => theme.sizes.contentWide};
  min-height: 3.5rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
`;

export const Spacer = styled.div`
  flex: 1;
`;

/** The logo's box: it gives way (its name is clipped) before anything in the bar overflows a 320 px screen. */
export const LogoSlot = styled.div`
  display: flex;
  min-width: 0;
  overflow: hidden;
`;

/** A menu entry the phone tab bar carries instead (below the md breakpoint). */
export const DesktopOnly = styled.li`
  ${({ theme }) => theme.media.down('md')} {
    display: none;
  }
`;

/** The language menu of a member: on a phone the account menu links to /lang-config instead. */
export const DesktopOnlyBox = styled.div`
  display: contents;

  ${({ theme }) => theme.media.down('md')} {
    display: none;
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[1]};
  ${bareListCss}
`;

/**
 * A menu entry's count (new messages, new likes) over the link's top corner instead of beside its text: the
 * counts arrive after the page (client queries), and a badge taking room in the line would push the other
 * entries aside when it appears (layout shift, CLS). The tab bar's badges sit the same way.
 */
export const NavCount = styled.span`
  position: absolute;
  top: -${({ theme }) => theme.spacing[1]};
  right: -${({ theme }) => theme.spacing[1]};
  line-height: 1;
  pointer-events: none;
`;

export const NavLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => `0 ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text.default};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary[700]};
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  &[data-variant='premium'] {
    background: ${({ theme }) => theme.colors.primary[600]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }
`;

export const BackControl = styled.button`
  ${iconButtonCss}
  border-radius: ${({ theme }) => theme.radii.round};
  color: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

export const AccountName = styled.span`
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${({ theme }) => theme.media.down('md')} {
    display: none;
  }
`;
