'use client';

import styled from 'styled-components';
import { wrapRowCss } from '@dating/ui/css';

/** A list laid out as wrapping chips or thumbnails, without bullets or indent. */
export const InlineList = styled.ul`
  ${wrapRowCss(2)}
  margin: 0;
  padding: 0;
  list-style: none;
`;
