'use client';

import styled from 'styled-components';

/** Full-height column so the footer sits at the bottom of short pages. */
export const LayoutFrame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;
