import styled from 'styled-components';
import { enterAnimationCss, fadeIn, rise } from '../../internal/enter-animation';
import { focusRing } from '../../internal/focus-ring';
import { iconButtonCss } from '../css/icon-button.styles';

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[4]};
  background: ${({ theme }) => theme.colors.background.overlay};
  overflow-y: auto;
  ${enterAnimationCss(fadeIn)}
`;

export const ModalDialog = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.spacing[4]});
  margin: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  ${enterAnimationCss(rise)}

  &[data-size='sm'] {
    max-width: ${({ theme }) => theme.sizes.modalSm};
  }
  &[data-size='md'] {
    max-width: ${({ theme }) => theme.sizes.modalMd};
  }
  &[data-size='lg'] {
    max-width: ${({ theme }) => theme.sizes.modalLg};
  }
  &[data-size='fullscreen'] {
    max-width: none;
    max-height: none;
    min-height: 100%;
    border-radius: 0;
  }

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
  }
`;

export const ModalCloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.spacing[2]};
  inset-inline-end: ${({ theme }) => theme.spacing[2]};
  z-index: 1;
  ${iconButtonCss}
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  line-height: 1;

  &:hover {
    background: ${({ theme }) => theme.colors.neutral[100]};
    color: ${({ theme }) => theme.colors.text.default};
  }

  ${focusRing}
`;

export const ModalHeaderRoot = styled.header`
  padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[12]} ${theme.spacing[2]} ${theme.spacing[4]}`};

  ${({ theme }) => theme.media.up('sm')} {
    padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[12]} ${theme.spacing[2]} ${theme.spacing[8]}`};
  }
`;

export const ModalTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const ModalBodyRoot = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[4]};

  ${({ theme }) => theme.media.up('sm')} {
    padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[8]}`};
  }
`;

export const ModalFooterRoot = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.neutral[200]};

  ${({ theme }) => theme.media.up('sm')} {
    padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[8]} ${theme.spacing[8]}`};
  }
`;
