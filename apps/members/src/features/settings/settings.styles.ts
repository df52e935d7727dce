'use client';

import styled from 'styled-components';
import { Panel, PanelStack } from '@/components/page/panel';
import { stackCss } from '@dating/ui/css';

export const Sections = PanelStack;

/** One card of the settings page, named by its heading. */
export const Section = styled(Panel)`
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** A fieldset of checkboxes without the browser's frame. */
export const Choices = styled.fieldset`
  ${stackCss(3)}
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing[2]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/** "Saved" line under a set of preferences; always one line high. */
export const SaveStatus = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
