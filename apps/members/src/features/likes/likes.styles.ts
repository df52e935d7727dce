'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { focusRingCss, wrapRowCss } from '@dating/ui/css';

/** Received, Sent, Matches: three equal segments across a phone (thumb-sized, never wrapping), a row from md. */
export const Tabs = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};

  ${({ theme }) => theme.media.up('md')} {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;

export const TabLink = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[1]} ${({ theme }) => theme.spacing[2]};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[2]}`};
  color: ${({ theme }) => theme.colors.text.muted};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;

  ${({ theme }) => theme.media.up('md')} {
    display: inline-flex;
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text.default};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    border-bottom-color: ${({ theme }) => theme.colors.primary[600]};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text.default};
  }
  ${focusRingCss}
`;

/** "New" and "Match" on the caption, above the name. */
export const Flags = styled.span`
  ${wrapRowCss(1)}
  margin-bottom: ${({ theme }) => theme.spacing[1]};
  text-shadow: none;
`;

/** The empty state of a tab: centred in a soft panel, its way out (search) full width on phones. */
export const Empty = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[5]}`};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background.subtle};
  text-align: center;

  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
  p {
    max-width: 36rem;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

/** The like modal's photo: a button that opens the profile. */
export const PhotoButton = styled.button`
  display: block;
  width: 100%;
  max-width: 240px;
  margin: 0 auto;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutral[100]};
  cursor: pointer;
  aspect-ratio: 4 / 5;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${focusRingCss}
`;

export const ModalBodyStack = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  text-align: center;

  p {
    margin: 0;
  }
`;
