import styled from 'styled-components';
import { dismissButtonCss } from '../../internal/dismiss-button.styles';
import type { MessageTone } from '../../internal/tone-message';
import { perToneCss, ToneMessageContent, toneMessageBoxCss } from '../../internal/tone-message.styles';

export type AlertTone = MessageTone;

export const AlertRoot = styled.div`
  ${toneMessageBoxCss}

  ${perToneCss((colors) => `background: ${colors.subtle}; color: ${colors.text};`)}
`;

/** The title and message beside the dismiss button. */
export const AlertContent = ToneMessageContent;

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
