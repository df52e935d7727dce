'use client';

import styled from 'styled-components';
import { stackCss, wrapRowCss } from '@dating/ui/css';

/**
 * A vertical form of the account screens. A POST form: submitted before the page has hydrated (a server-rendered
 * page on a slow phone), a GET would put the password or e-mail into the address, the history and server logs.
 */
export const Form = styled.form.attrs({ method: 'post' })`
  ${stackCss(4)}
`;

/** Links under a form or a result message. */
export const FormLinks = styled.p`
  ${wrapRowCss(4)}
  margin: ${({ theme }) => theme.spacing[4]} 0 0;

  a:not([data-variant]) {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

/** A result message that receives focus when it replaces a form. */
export const ResultRegion = styled.div`
  ${stackCss(4)}

  &:focus {
    outline: none;
  }
`;

/** A form's buttons: at the end of the row; on phones they share the width, big and in reach of the thumb. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[2]};

  ${({ theme }) => theme.media.down('sm')} {
    > * {
      flex: 1 1 auto;
    }
  }
`;
