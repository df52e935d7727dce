import styled from 'styled-components';
import { dismissButtonCss } from '../../internal/dismiss-button.styles';
import { enterAnimationCss, rise } from '../../internal/enter-animation';
import type { MessageTone } from '../../internal/tone-message';
import { ToneMessageContent, toneMessageBoxCss } from '../../internal/tone-message.styles';

export type ToastTone = MessageTone;
export type ToastPlacement = 'top-end' | 'bottom-end' | 'top-center' | 'bottom-center';

export const ToastViewportRoot = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  width: calc(100% - 2 * ${({ theme }) => theme.spacing[4]});
  max-width: ${({ theme }) => theme.sizes.toastMaxWidth};
  margin: 0;
  padding: 0;
  pointer-events: none;

  &[data-placement='top-end'] {
    top: ${({ theme }) => theme.spacing[4]};
    inset-inline-end: ${({ theme }) => theme.spacing[4]};
  }
  &[data-placement='bottom-end'] {
    bottom: ${({ theme }) => theme.spacing[4]};
    inset-inline-end: ${({ theme }) => theme.spacing[4]};
    flex-direction: column-reverse;
  }
  &[data-placement='top-center'] {
    top: ${({ theme }) => theme.spacing[4]};
    left: 50%;
    transform: translateX(-50%);
  }
  &[data-placement='bottom-center'] {
    bottom: ${({ theme }) => theme.spacing[4]};
    left: 50%;
    transform: translateX(-50%);
    flex-direction: column-reverse;
  }

  & > * {
    pointer-events: auto;
  }
`;

export const ToastRoot = styled.div`
  ${toneMessageBoxCss}
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.toastMaxWidth};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text.default};
  overflow-wrap: anywhere;
  ${enterAnimationCss(rise)}
`;

/** The title and description beside the dismiss button. */
export const ToastContent = ToneMessageContent;

export const ToastTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export const ToastDescription = styled.div`
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const ToastDismiss = styled.button`
  ${dismissButtonCss}
  color: ${({ theme }) => theme.colors.text.muted};
  &:hover {
    background: ${({ theme }) => theme.colors.neutral[100]};
  }
`;
