'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { coverImageCss } from '@/components/page/cover-image';
import { focusRingCss, stackCss } from '@dating/ui/css';

export const Card = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export const CardLink = styled(Link)`
  ${stackCss(1)}
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover strong {
    text-decoration: underline;
  }
  ${focusRingCss}
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

  ${coverImageCss}
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
