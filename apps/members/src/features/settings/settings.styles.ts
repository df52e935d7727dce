'use client';

import styled from 'styled-components';
import { Panel, PanelStack } from '@/components/page/panel';
import { stackCss } from '@dating/ui/css';

export const Sections = PanelStack;

/**
 * The page's groups: one column on phones; from lg two columns, what is set once in a while (notifications,
 * privacy, blocks, language) on the left, the account's own changes (password, e-mail, deletion) on the right.
 */
export const Columns = styled.div`
  ${stackCss(6)}

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.spacing[8]};
    align-items: start;
  }
`;

/** One card of the settings page, named by its heading; less padding on phones, for the content. */
export const Section = styled(Panel)`
  min-width: 0;

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.down('sm')} {
    padding: ${({ theme }) => theme.spacing[4]};
  }

  /* Deletion: the one section whose action cannot be taken back. */
  &[data-tone='danger'] {
    border-color: ${({ theme }) => theme.colors.danger.border};
  }
`;

/** A form's one primary action: full width (thumb-sized) on phones, its own width from sm. */
export const SubmitRow = styled.div`
  display: grid;

  ${({ theme }) => theme.media.up('sm')} {
    display: block;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

/**
 * A fieldset of checkboxes without the browser's frame: one row per box, at least 44 px high with the whole
 * label to tap, rows divided by a line.
 */
export const Choices = styled.fieldset`
  display: grid;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing[2]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  > div {
    align-items: center;
    min-height: 44px;
    border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  > div:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  > div > input {
    margin: 0;
  }
  > div > label {
    padding-block: ${({ theme }) => theme.spacing[3]};
  }
`;

/** The loading state of a set of preferences: its rows as grey lines. */
export const SkeletonRows = styled.div`
  ${stackCss(3)}
`;

/** "Saved" line under a set of preferences; always one line high. */
export const SaveStatus = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
