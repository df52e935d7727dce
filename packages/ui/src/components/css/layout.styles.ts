import { css } from 'styled-components';
import type { SpacingKey } from '../../theme';

/** Children in one grid column, `gap` apart (theme spacing). */
export const stackCss = (gap: SpacingKey) => css`
  display: grid;
  gap: ${({ theme }) => theme.spacing[gap]};
`;

/** Children in a row that wraps, `gap` apart. */
export const wrapRowCss = (gap: SpacingKey) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[gap]};
`;

/** Children in a row, centred on its cross axis, `gap` apart. */
export const centerRowCss = (gap: SpacingKey) => css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[gap]};
`;
