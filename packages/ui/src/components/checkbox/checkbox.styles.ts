import styled from 'styled-components';

export const CheckboxRoot = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.spacing[2]};
  row-gap: ${({ theme }) => theme.spacing[1]};
  align-items: start;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};

  & > p {
    grid-column: 2;
  }
`;

export const CheckboxInput = styled.input`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary[600]};
  cursor: pointer;

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger.solid};
    outline-offset: 1px;
  }
  &[aria-invalid='true']:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const CheckboxLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.colors.text.default};
  cursor: pointer;

  [data-disabled] > & {
    color: ${({ theme }) => theme.colors.text.muted};
    cursor: not-allowed;
  }
`;
