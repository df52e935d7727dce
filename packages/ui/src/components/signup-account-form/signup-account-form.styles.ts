import styled from 'styled-components';
import { stackCss } from '../css/layout.styles';

export const FormRoot = styled.form`
  ${stackCss(4)}
`;

/** "I am" and "looking for" side by side from the small breakpoint (the compact variant). */
export const ChoicePair = styled.div`
  ${stackCss(4)}

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Small muted text under a field (the e-mail suggestion); links keep the link colour. */
export const FormNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

/** A button that reads as a link (show password, apply the suggestion). */
export const LinkButton = styled.button`
  justify-self: start;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
