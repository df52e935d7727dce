'use client';

import styled, { css } from 'styled-components';
import { iconButtonCss, wrapRowCss } from '@dating/ui/css';
import { visuallyHiddenCss } from '@dating/ui/visually-hidden';

export const BannerDetails = styled.div`
  & > p {
    margin: 0;
  }
`;

export const BannerActions = styled.div`
  ${wrapRowCss(3)}
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing[3]};

  ${({ theme }) => theme.media.down('md')} {
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;

export const DetailsToggle = styled.button`
  ${iconButtonCss}
  display: none;
  border-radius: ${({ theme }) => theme.radii.round};
  color: inherit;

  svg {
    transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

/** The one-row banner: only the actions, the details toggle and the × until expanded. */
const compactCss = css`
  & > [data-tone] {
    align-items: center;
    gap: ${({ theme }) => theme.spacing[1]};
    padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[1]} ${theme.spacing[1]} ${theme.spacing[3]}`};
  }

  /* Collapsed: the title names the region (and is read) but only the row of actions shows. */
  &:not([data-expanded]) > [data-tone] > div:first-child > p:first-child {
    ${visuallyHiddenCss}
  }

  &:not([data-expanded]) ${BannerDetails} {
    display: none;
  }

  &:not([data-expanded]) ${BannerActions} {
    margin-top: 0;
  }

  &[data-expanded] > [data-tone] {
    align-items: flex-start;
    padding-top: ${({ theme }) => theme.spacing[3]};
  }

  ${DetailsToggle} {
    display: inline-flex;
    margin-inline-start: auto;
  }
`;

/**
 * Wraps a `@dating/ui` Alert. From md up it is the full alert; below md (and at every width with
 * `data-compact-always`, on screens that need the first screen for themselves) it is one row until expanded.
 * The alert's parts are reached as its own markup renders them: the root carries `data-tone`, its first `div`
 * is the content, whose first `p` is the title.
 */
export const BannerRoot = styled.div`
  ${({ theme }) => theme.media.down('md')} {
    ${compactCss}
  }

  &[data-compact-always] {
    ${compactCss}
  }
`;
