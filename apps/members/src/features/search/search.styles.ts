'use client';

import styled, { css } from 'styled-components';
import { Panel as BasePanel } from '@/components/page/panel';
import { visuallyHiddenCss } from '@dating/ui/visually-hidden';
import { focusRingCss, stackCss, wrapRowCss } from '@dating/ui/css';

/**
 * The filters. `bar` (wide screens): a framed panel, the fields in one row from 992 px with room for their
 * longest values (the age pair narrower), the location and search buttons on a row of their own. `sheet`
 * (phones): the bare form in one column inside the filter sheet.
 */
export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[4]};
  align-items: end;

  &[data-variant='bar'] {
    margin-bottom: ${({ theme }) => theme.spacing[8]};
    padding: ${({ theme }) => theme.spacing[5]};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background.subtle};

    ${({ theme }) => theme.media.up('sm')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${({ theme }) => theme.media.up('lg')} {
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1.4fr) minmax(0, 1.4fr) minmax(12rem, 1fr);
    }
  }
`;

/** "From age" and "To age" side by side. */
export const AgeRange = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** "Use my location" and the submit button: a row of their own under the fields, never wrapping inside. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  grid-column: 1 / -1;

  button {
    white-space: nowrap;
  }

  form[data-variant='sheet'] & {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Results = styled.section`
  ${stackCss(6)}

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
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

export const Panel = styled(BasePanel)`
  justify-items: start;

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  ${wrapRowCss(3)}
`;

export const LiveRegion = styled.p`
  ${visuallyHiddenCss}
`;

/** The filter bar: shown from 992 px; below, the filter sheet's button stands in for it. */
export const WideOnly = styled.div`
  ${({ theme }) => theme.media.down('lg')} {
    display: none;
  }
`;

export const NarrowOnly = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing[6]};

  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`;

/** The sheet's button: the current filters in a line that wraps instead of being cut. */
export const SheetTrigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  width: 100%;
  min-height: 3rem;
  padding: ${({ theme }) => theme.spacing[3]} ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  text-align: start;
  cursor: pointer;

  strong {
    flex: none;
  }

  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  ${focusRingCss}
`;

/** On phones the filter dialog sits at the bottom of the screen, in reach of the thumb. */
export const sheetDialogCss = css`
  ${({ theme }) => theme.media.down('sm')} {
    margin-bottom: 0;
    align-self: flex-end;
  }
`;
