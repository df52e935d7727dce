import styled, { css, type DefaultTheme } from 'styled-components';
import { MESSAGE_TONES } from './tone-message';

type ToneColors = DefaultTheme['colors'][(typeof MESSAGE_TONES)[number]];

/** One rule per tone (`data-tone`): the declarations `rule` writes from that tone's colours. */
export const perToneCss =
  (rule: (colors: ToneColors) => string) =>
  ({ theme }: { theme: DefaultTheme }) =>
    MESSAGE_TONES.map((tone) => `&[data-tone='${tone}'] { ${rule(theme.colors[tone])} }`).join('\n');

/**
 * The box of an alert and a toast: the message beside the dismiss button, a border in the tone with a 4 px stripe
 * of its solid colour at the start; each adds its own background and text colour.
 */
export const toneMessageBoxCss = css`
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

  ${perToneCss((colors) => `border-color: ${colors.border}; border-inline-start-color: ${colors.solid};`)}
`;

/** The title and message of an alert or a toast, taking the room the dismiss button leaves. */
export const ToneMessageContent = styled.div`
  flex: 1;
  min-width: 0;
`;
