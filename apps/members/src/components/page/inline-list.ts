'use client';

import styled from 'styled-components';
import { wrapRowCss } from '@dating/ui/css';
import { bareListCss } from '@/components/css';

/** A list laid out as wrapping chips or thumbnails, without bullets or indent. */
export const InlineList = styled.ul`
  ${wrapRowCss(2)}
  ${bareListCss}
`;
