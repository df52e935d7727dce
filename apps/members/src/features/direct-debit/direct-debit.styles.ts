'use client';

import styled from 'styled-components';

/** Phone first: one column, the forms' fields and buttons stacked with even gaps. */
export const DdStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};

  form,
  section,
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.spacing[4]};
    margin: 0;
    min-width: 0;
  }
  fieldset {
    padding: 0;
    border: 0;
  }
  fieldset label {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
    align-items: center;
    min-height: 44px;
  }
  h2,
  p {
    margin: 0;
  }
`;
