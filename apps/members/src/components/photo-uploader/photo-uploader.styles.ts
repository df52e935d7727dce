'use client';

import styled from 'styled-components';
import { focusRingCss, stackCss } from '@dating/ui/css';

/** The drop zone is a real button: Enter/Space open the file picker, files may also be dropped on it. */
export const DropZone = styled.button`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  width: 100%;
  padding: ${({ theme }) => theme.spacing[8]} ${({ theme }) => theme.spacing[4]};
  border: 2px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  text-align: center;
  cursor: pointer;

  &:hover,
  &[data-dragging] {
    border-color: ${({ theme }) => theme.colors.primary[700]};
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  ${focusRingCss}

  strong {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  span {
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

export const DropIcon = styled.svg`
  width: 2.5rem;
  height: 2.5rem;
  color: ${({ theme }) => theme.colors.primary[700]};
`;

export const UploadList = styled.ul`
  ${stackCss(3)}
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;

export const UploadRow = styled.li`
  ${stackCss(1)}
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  progress {
    width: 100%;
    height: 0.5rem;
    appearance: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.neutral[200]};
  }
  progress::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.neutral[200]};
  }
  progress::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary[700]};
  }
  progress::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary[700]};
  }
`;

export const UploadName = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;
