'use client';

import styled from 'styled-components';
import { Panel, PanelStack } from '@/components/page/panel';
import { stackCss } from '@dating/ui/css';

export const Layout = PanelStack;

/** One card of the screen, named by its heading. */
export const Card = styled(Panel)`
  min-width: 0;

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

/** The Save bar stays in view at the bottom of the screen while the form is longer than it. */
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
