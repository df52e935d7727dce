import { css } from 'styled-components';

/**
 * A bar fixed along the bottom of a phone screen, over the page: the tab bar, and the profile's thumb bar of
 * actions. Each adds its own padding (both keep clear of the safe-area insets).
 */
export const bottomBarCss = css`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: 0 -2px 8px rgb(0 0 0 / 6%);
`;
