'use client';

import styled from 'styled-components';
import { visuallyHiddenCss } from '@dating/ui/visually-hidden';
import { focusRingCss, stackCss } from '@dating/ui/css';
import { TAB_BAR_OFFSET } from '@/components/bottom-nav/tab-bar-height';

export const LiveRegion = styled.div`
  ${visuallyHiddenCss}
`;

export const Instructions = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** The deck: focusable (it carries the instructions); the focus ring is always visible. */
export const Deck = styled.section<{ $variant: 'game' | 'finder' }>`
  ${stackCss(3)}
  max-width: ${({ $variant }) => ($variant === 'game' ? '26rem' : '44rem')};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.spacing[1]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  outline: none;

  ${focusRingCss}
`;

export const Allowance = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: center;
`;

/** The card follows the pointer; `--swipe-dx` and `--swipe-rotate` are set while dragging. */
export const Card = styled.article`
  position: relative;
  ${stackCss(2)}
  padding: ${({ theme }) => theme.spacing[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
  transform: translateX(var(--swipe-dx, 0px)) rotate(var(--swipe-rotate, 0deg));
  transition: transform ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.out}`};

  &[data-dragging] {
    cursor: grabbing;
    transition: none;
  }
  &[data-swipe-hint='like'] {
    border-color: ${({ theme }) => theme.colors.success.solid};
  }
  &[data-swipe-hint='pass'] {
    border-color: ${({ theme }) => theme.colors.border.strong};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Photo = styled.div<{ $variant: 'game' | 'finder' }>`
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.subtle};
  aspect-ratio: 4 / 5;
  /* --swipe-photo-max: the room the first screen leaves (use-fit-photo.ts); before it is measured, an estimate. */
  max-height: min(
    ${({ $variant }) => ($variant === 'game' ? '34rem' : '22rem')},
    var(--swipe-photo-max, max(180px, calc(100svh - 26rem)))
  );

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    pointer-events: none;
  }
`;

export const CardBody = styled.div`
  ${stackCss(1)}

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }

  ${({ theme }) => theme.media.down('md')} {
    h2 {
      font-size: ${({ theme }) => theme.typography.fontSize.xl};
    }
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** Pass and Like: they stay in view (above the phone tab bar) while a long match-finder card scrolls past. */
export const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[2]} 0;
  background: ${({ theme }) => theme.colors.background.page};

  ${({ theme }) => theme.media.down('md')} {
    bottom: ${TAB_BAR_OFFSET};
  }
`;

export const Wait = styled.div`
  ${stackCss(2)}
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.warning.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warning.subtle};
  color: ${({ theme }) => theme.colors.warning.text};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

export const Timer = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export const Centered = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[8]} 0;
  text-align: center;

  h2 {
    margin: 0;
  }
`;
