'use client';

import styled from 'styled-components';

/** The paragraphs of a notice in a modal (site-entry warning, time bonus): spaced, no margins of their own. */
export const ModalText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};

  p {
    margin: 0;
  }
`;
