'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { coverImageCss } from '@/components/page/cover-image';

/**
 * A photo-led card: the photo fills the card (4:5, reserved before it loads: no layout shift, target P11) and the
 * name, age, region and activity sit over its lower part on a scrim (`colors.scrim`, AA for white text over any
 * photo). The heart (top right) and the fictional marker (top left) are siblings of the link, over the photo.
 */
export const Card = styled.li`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.motionQuery.safe} {
    transition:
      transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard},
      box-shadow ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

    &:hover {
      transform: translateY(-2px);
      box-shadow: ${({ theme }) => theme.shadows.cardHover};
    }
  }
`;

export const CardLink = styled(Link)`
  position: relative;
  display: block;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text.inverse};
  text-decoration: none;
  border-radius: inherit;

  &:hover strong {
    text-decoration: underline;
  }
  &:focus-visible {
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

/** 4:5 like the thumbnails; the avatar icon is centred on a soft brand tint when there is no photo. */
export const Thumb = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 5;
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primary[100]},
    ${({ theme }) => theme.colors.neutral[200]}
  );

  ${coverImageCss}

  ${({ theme }) => theme.motionQuery.safe} {
    img {
      transition: transform ${({ theme }) => theme.motion.duration.slow}
        ${({ theme }) => theme.motion.easing.out};
    }
    a:hover & img {
      transform: scale(1.03);
    }
  }
`;

/**
 * The text over the photo. The scrim is at least `medium` wherever text sits (the top padding is the fade), and a
 * soft shadow keeps letters apart from busy photos.
 */
export const Caption = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  display: grid;
  gap: 0.125rem;
  padding: ${({ theme }) => `${theme.spacing[10]} ${theme.spacing[3]} ${theme.spacing[3]}`};
  background: linear-gradient(
    to top,
    ${({ theme }) => theme.colors.scrim.strong} 0%,
    ${({ theme }) => theme.colors.scrim.medium} 62%,
    ${({ theme }) => theme.colors.scrim.clear} 100%
  );
  text-shadow: 0 1px 2px rgba(31, 23, 32, 0.5);
  overflow-wrap: anywhere;
`;

export const Name = styled.strong`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
`;

export const Muted = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Activity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  margin-top: 0.125rem;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const ActivityDot = styled.span`
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.neutral[300]};
  box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.35);

  &[data-active='online'] {
    background: ${({ theme }) => theme.colors.success.border};
  }
  &[data-active='today'] {
    background: ${({ theme }) => theme.colors.warning.border};
  }
`;

/** The fictional marker over the photo's top-left corner; it wraps rather than run under the heart on narrow cards. */
export const FictionalSlot = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing[2]};
  left: ${({ theme }) => theme.spacing[2]};
  max-width: calc(100% - 44px - ${({ theme }) => theme.spacing[2]} * 3);

  & > [data-variant='card'] {
    white-space: normal;
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    padding-block: ${({ theme }) => theme.spacing[1]};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;
