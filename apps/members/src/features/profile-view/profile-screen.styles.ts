'use client';

import styled from 'styled-components';
import { stackCss } from '@dating/ui/css';
import { bareListCss } from '@/components/css';

/**
 * Photos first; the name, place and actions right under them (the lower half of a phone's first screen, in
 * reach of the thumb), then the profile text. From the lg breakpoint the photos take the left column and the
 * header with its actions and the profile text stack on the right.
 */
export const ProfileLayout = styled.div`
  display: grid;
  grid-template-areas: 'photos' 'header' 'main';
  gap: ${({ theme }) => theme.spacing[6]};
  margin-bottom: ${({ theme }) => theme.spacing[12]};

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-areas: 'photos header' 'photos main';
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    grid-template-rows: auto 1fr;
    column-gap: ${({ theme }) => theme.spacing[10]};
    align-items: start;
  }
`;

export const Area = styled.div<{ $area: 'header' | 'photos' | 'main' }>`
  grid-area: ${({ $area }) => $area};
  ${stackCss(6)}
  min-width: 0;
`;

export const HeaderRoot = styled.header`
  ${stackCss(3)}
`;

/** Spec §2: the profile view title is 40 px, 60 px from 1200 px. */
export const ProfileName = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.sizes.profileHeaderTitle};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.up('xl')} {
    font-size: ${({ theme }) => theme.sizes.profileHeaderTitleXl};
  }
`;

export const Location = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

export const ActionsBar = styled.div`
  ${stackCss(3)}
`;

/** The thumb bar (Like, Chat) and the other actions: stacked on phones, one wrapping row from md. */
export const ActionGroups = styled.div`
  ${stackCss(3)}

  ${({ theme }) => theme.media.up('md')} {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing[3]};
  }
`;

/** Like and chat side by side, gift and block under them on phones (full-width, thumb-sized); a row from md. */
export const ActionButtons = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
  ${bareListCss}

  li {
    ${stackCss(1)}
    min-width: 0;
  }

  li > a,
  li > button {
    width: 100%;
  }

  ${({ theme }) => theme.media.up('md')} {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;

    li {
      justify-items: start;
    }

    li > a,
    li > button {
      width: auto;
    }
  }
`;

/** The visible reason under a disabled action ("Coming soon"). */
export const ActionHint = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const InlineLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-inline-start: ${({ theme }) => theme.spacing[2]};

  a {
    color: ${({ theme }) => theme.colors.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => theme.spacing[12]} 0;
`;
