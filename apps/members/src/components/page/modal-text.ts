'use client';

import styled from 'styled-components';
import { stackCss } from '@dating/ui/css';

/** The paragraphs of a notice in a modal (site-entry warning, time bonus): spaced, no margins of their own. */
export const ModalText = styled.div`
  ${stackCss(3)}

  p {
    margin: 0;
  }
`;
