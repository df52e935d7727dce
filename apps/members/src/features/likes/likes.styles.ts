'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { focusRingCss, wrapRowCss } from '@dating/ui/css';

export const Tabs = styled.ul`
  ${wrapRowCss(2)}
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
`;

export const TabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  color: ${({ theme }) => theme.colors.text.muted};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;

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

export const Flags = styled.span`
  ${wrapRowCss(1)}
`;

export const Empty = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
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
