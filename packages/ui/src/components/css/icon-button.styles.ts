import { css } from 'styled-components';

/**
 * A frameless icon button of control size (the modal's × and the chat's icon buttons); each adds its
 * radius, type size and states.
 */
export const iconButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.muted};
  cursor: pointer;
`;
