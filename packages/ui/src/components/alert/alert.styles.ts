import styled from 'styled-components';
import { dismissButtonCss } from '../../internal/dismiss-button.styles';
import type { MessageTone } from '../../internal/tone-message';

export type AlertTone = MessageTone;

export const AlertRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  border: 1px solid;
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};

  ${({ theme }) =>
    (['info', 'success', 'warning', 'danger'] as const)
      .map(
        (tone) => `
    &[data-tone='${tone}'] {
      background: ${theme.colors[tone].subtle};
      border-color: ${theme.colors[tone].border};
      border-inline-start-color: ${theme.colors[tone].solid};
      color: ${theme.colors[tone].text};
    }`,
      )
      .join('\n')}
`;

export const AlertContent = styled.div`
  flex: 1;
  min-width: 0;
`;

export const AlertTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[1]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

export const AlertDismiss = styled.button`
  ${dismissButtonCss}
  color: inherit;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;
