'use client';

import styled from 'styled-components';
import { Panel as BasePanel } from '@/components/page/panel';
import { visuallyHiddenCss } from '@dating/ui/visually-hidden';
import { stackCss, wrapRowCss } from '@dating/ui/css';

/** The filter bar: one column on phones, two from 576 px, the filters and the button in a row from 992 px. */
export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[4]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing[8]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  }
`;

export const Results = styled.section`
  ${stackCss(6)}

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;

export const MoreBar = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[2]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const Panel = styled(BasePanel)`
  justify-items: start;

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  ${wrapRowCss(3)}
`;

export const LiveRegion = styled.p`
  ${visuallyHiddenCss}
`;
