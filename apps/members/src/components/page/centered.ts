'use client';

import styled from 'styled-components';

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[12]} 0;
`;
