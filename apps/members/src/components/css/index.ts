import { css } from 'styled-components';

// Style mixins of the member site that its features and components share (the theme-wide ones, such as
// stackCss or focusRingCss, come from `@dating/ui/css`).

/** A list without bullets, the browser's indent or margins: a grid of cards or photos, a row of links. */
export const bareListCss = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A label on a pill in inverse semibold text (a photo's "Private", a package's "Popular"); each adds its colour. */
export const pillTagCss = css`
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
