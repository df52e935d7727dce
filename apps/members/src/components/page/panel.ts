'use client';

import styled from 'styled-components';
import { stackCss } from '@dating/ui/css';

/** Panels one under another (a settings page, the profile editor). */
export const PanelStack = styled.div`
  ${stackCss(6)}
`;

/** A card of a screen, named by its `h2`: the settings sections, the profile editor's cards, search notices. */
export const Panel = styled.section`
  ${stackCss(4)}
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;
