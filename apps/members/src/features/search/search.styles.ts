'use client';

import Link from 'next/link';
import styled, { css } from 'styled-components';

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** The filter bar: one column on phones, two from 576 px, the filters and the button in a row from 992 px. */
export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[4]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing[8]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  }
`;

export const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;

/** Cards per row: 2 on phones, 3 from 768 px, 4 from 992 px (FIRST_ROW in search-card.tsx follows this). */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing[6]};
  }
`;

export const Card = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export const CardLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover strong {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

/** 4:5 like the thumbnails, reserved before the image arrives (no layout shift, targets P11). */
export const Thumb = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.spacing[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutral[100]};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Activity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const ActivityDot = styled.span`
  flex: none;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.neutral[400]};

  &[data-active='online'] {
    background: ${({ theme }) => theme.colors.success.solid};
  }
  &[data-active='today'] {
    background: ${({ theme }) => theme.colors.warning.solid};
  }
`;

export const MoreBar = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[2]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const Panel = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[12]} 0;
`;

export const LiveRegion = styled.p`
  ${visuallyHidden}
`;
