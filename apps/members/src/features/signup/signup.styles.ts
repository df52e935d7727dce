'use client';

import styled from 'styled-components';
import { stackCss } from '@dating/ui/css';

/** The account screens' POST form (see components/form). */
export { Form } from '@/components/form/form.styles';

export const StepTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

export const StepCounter = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** The steps' small muted text (links keep the link colour): the sign-up account form's own note. */
export { FormNote as Muted } from '@dating/ui/signup-account-form';

export const Grid2 = styled.div`
  ${stackCss(4)}

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;
