'use client';

import styled from 'styled-components';

/** A list laid out as wrapping chips or thumbnails, without bullets or indent. */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
