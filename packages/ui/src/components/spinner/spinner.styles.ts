import styled, { keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const dimension = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

export const SpinnerCircle = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ $size }) => dimension[$size]};
  height: ${({ $size }) => dimension[$size]};
  border-radius: ${({ theme }) => theme.radii.round};
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.5s;
  }
`;
