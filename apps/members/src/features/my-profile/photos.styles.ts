'use client';

import styled from 'styled-components';
import { coverImageCss } from '@/components/page/cover-image';
import { visuallyHiddenCss } from '@dating/ui/visually-hidden';
import { wrapRowCss } from '@dating/ui/css';
import { bareListCss } from '@/components/css';

/** Photo-led: two photos side by side on a phone, as many as fit from there (about 11rem each). */
export const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: ${({ theme }) => theme.spacing[4]};
  }

  ${bareListCss}
`;

export const PhotoCardRoot = styled.li`
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};

  &[data-main] {
    border-color: ${({ theme }) => theme.colors.primary[700]};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary[700]};
  }
`;

/** A fixed 3:4 frame: the grid never shifts while thumbnails load. */
export const Frame = styled.div`
  position: relative;
  aspect-ratio: 3 / 4;
  background: ${({ theme }) => theme.colors.neutral[100]};

  ${coverImageCss}

  &[data-status='rejected'] img {
    opacity: 0.45;
  }
`;

export const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.spacing[2]};
  left: ${({ theme }) => theme.spacing[2]};
  right: ${({ theme }) => theme.spacing[2]};
  ${wrapRowCss(1)}
`;

export const CardBody = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[2]};

  ${({ theme }) => theme.media.up('sm')} {
    padding: ${({ theme }) => theme.spacing[3]};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;

/** Make main and private/public: thumb-sized (44 px), full width, one under the other on a narrow card. */
export const Actions = styled.div`
  ${wrapRowCss(2)}

  > * {
    flex: 1 1 auto;
  }
`;

/** Move earlier and move later (arrows with hidden text) side by side, delete under them: all 44 px high. */
export const MoveActions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};

  > :nth-child(3) {
    grid-column: 1 / -1;
  }
`;

/** Text for assistive technology only (the arrows' names). */
export const SrOnly = styled.span`
  ${visuallyHiddenCss}
`;

export const CountLine = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;
