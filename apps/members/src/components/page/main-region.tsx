'use client';

import { type ReactNode } from 'react';
import styled from 'styled-components';
import { MAIN_ID } from '../skip-link/skip-link';

const Main = styled.main`
  flex: 1 0 auto;
  outline: none;
`;

/** The layout's `<main>`, target of the skip link. */
export function MainRegion({ children }: { children: ReactNode }) {
  return (
    <Main id={MAIN_ID} tabIndex={-1}>
      {children}
    </Main>
  );
}
