'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { Panel } from '@/components/page/panel';
import { TAB_BAR_OFFSET } from '@/components/bottom-nav/tab-bar-height';
import { focusRingCss, stackCss } from '@dating/ui/css';

/**
 * Phone first, one column: hero, visibility, photos, then the editor. From lg two columns: the photos on the left
 * (5/12), the editor on the right (7/12).
 */
export const Layout = styled.div`
  ${stackCss(6)}

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    column-gap: ${({ theme }) => theme.spacing[8]};
    align-items: start;
  }
`;

export const Column = styled.div`
  ${stackCss(6)}
  min-width: 0;
`;

/** The member's photo, "name, age", city and the link to the profile as others see it. */
export const HeroRoot = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  min-width: 0;
`;

export const HeroText = styled.div`
  ${stackCss(1)}
  min-width: 0;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const HeroName = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text.default};
  }
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** A text link with a thumb-sized hit area (44 px high). */
export const HeroLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  ${focusRingCss}
`;

/** Two photo tiles of the loading state. */
export const SkeletonPhotos = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** One card of the screen, named by its heading; a little less padding on phones, for the content. */
export const Card = styled(Panel)`
  min-width: 0;

  ${({ theme }) => theme.media.down('sm')} {
    padding: ${({ theme }) => theme.spacing[4]};
  }

  h2:focus {
    outline: none;
  }

  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** A fieldset used as a titled part of the form, without the browser's frame. */
export const FormSection = styled.fieldset`
  ${stackCss(4)}
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing[6]} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};

  &:first-of-type {
    padding-top: 0;
    border-top: 0;
  }

  > legend {
    float: left;
    width: 100%;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  > legend + * {
    clear: both;
  }
`;

export const Grid2 = styled.div`
  ${stackCss(4)}

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A POST form (see components/form): never a GET with the member's answers before hydration. */
export const Form = styled.form.attrs({ method: 'post' })`
  ${stackCss(6)}
`;

/**
 * The Save bar stays in view at the bottom of the screen while the form is longer than it: on phones above the
 * tab bar (not under it). Undo and Save are thumb-sized; Save is the form's one primary action.
 */
export const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0 -${({ theme }) => theme.spacing[6]} -${({ theme }) => theme.spacing[6]};
  padding: ${({ theme }) => theme.spacing[4]} ${({ theme }) => theme.spacing[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};

  p {
    margin-right: auto;
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  ${({ theme }) => theme.media.down('md')} {
    bottom: ${TAB_BAR_OFFSET};
    box-shadow: 0 -2px 8px rgb(0 0 0 / 6%);
  }

  ${({ theme }) => theme.media.down('sm')} {
    margin: 0 -${({ theme }) => theme.spacing[4]} -${({ theme }) => theme.spacing[4]};
    padding: ${({ theme }) => theme.spacing[3]} ${({ theme }) => theme.spacing[4]};

    p {
      flex-basis: 100%;
    }
    button {
      flex: 1 1 0;
    }
  }
`;

/** "123 of 2000 characters" under a long text; turns red over the limit. */
export const Counter = styled.p`
  margin: ${({ theme }) => theme.spacing[1]} 0 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: right;
  font-variant-numeric: tabular-nums;

  &[data-over] {
    color: ${({ theme }) => theme.colors.text.danger};
  }
`;
