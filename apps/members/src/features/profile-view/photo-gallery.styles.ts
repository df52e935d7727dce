'use client';

import styled from 'styled-components';
import { coverImageCss } from '@/components/page/cover-image';
import { focusRingCss, stackCss, wrapRowCss } from '@dating/ui/css';
import { bareListCss, pillTagCss } from '@/components/css';

export const MainPhotoButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.neutral[100]};
  cursor: zoom-in;
  overflow: hidden;

  ${focusRingCss}

  /* On a phone the main photo is cut to 4:3 (faces sit in the upper part) so the name and the actions stay in
     the first screen; the lightbox shows it whole. */
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    max-height: 55vh;
    object-fit: cover;
    object-position: center 30%;

    ${({ theme }) => theme.media.up('md')} {
      aspect-ratio: auto;
      object-position: center;
    }
    ${({ theme }) => theme.media.up('lg')} {
      max-height: 75vh;
    }
  }
`;

export const MainPhotoFallback = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.neutral[100]};
`;

export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};
  ${bareListCss}
`;

const tile = `
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  border: 0;
  overflow: hidden;
`;

export const TileButton = styled.button`
  ${tile}
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutral[100]};
  cursor: zoom-in;

  ${focusRingCss}

  ${coverImageCss}
`;

export const LockedTile = styled.div`
  ${tile}
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary[100]},
    ${({ theme }) => theme.colors.neutral[200]}
  );

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: blur(10px);
    transform: scale(1.2);
  }
`;

export const LockBadge = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.text.inverse};

  svg {
    padding: ${({ theme }) => theme.spacing[2]};
    border-radius: ${({ theme }) => theme.radii.round};
    background: rgba(31, 23, 32, 0.7);
  }
`;

export const PrivateMark = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.spacing[1]};
  bottom: ${({ theme }) => theme.spacing[1]};
  padding: 0 ${({ theme }) => theme.spacing[2]};
  ${pillTagCss}
  background: ${({ theme }) => theme.colors.neutral[900]};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export const LockedCta = styled.div`
  ${wrapRowCss(3)}
  align-items: center;
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.primary[200]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary[50]};

  p {
    margin: 0;
  }
`;

export const LightboxFigure = styled.figure`
  ${stackCss(3)}
  justify-items: center;
  margin: 0;

  img {
    display: block;
    max-width: 100%;
    /* The dialog's header, caption and buttons take about 16rem: the photo fits without scrolling. */
    max-height: max(12rem, calc(100dvh - 18rem));
    width: auto;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: contain;
  }

  figcaption {
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const LightboxNav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  width: 100%;
`;
