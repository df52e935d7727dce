import { css } from 'styled-components';
import { focusRing } from './focus-ring';

/** The × that closes an alert or a toast: a small square hit area, no frame; each adds its colour and hover. */
export const dismissButtonCss = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  margin: calc(-1 * ${({ theme }) => theme.spacing[1]});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  line-height: 1;
  cursor: pointer;

  ${focusRing}
`;
