'use client';

import styled from 'styled-components';
import { stackCss } from '@dating/ui/css';
import { bottomBarCss } from '@/components/bottom-nav/bottom-bar';
import { TAB_BAR_OFFSET } from '@/components/bottom-nav/tab-bar-height';

/** Until the bar is measured: one row of thumb-sized buttons and the bar's padding and border. */
const ESTIMATE = 'calc(2.75rem + 1.5rem + 1px)';

export const ThumbBarRoot = styled.div`
  ${stackCss(3)}
  min-width: 0;

  ${({ theme }) => theme.media.down('md')} {
    ${bottomBarCss}
    padding: ${({ theme }) => theme.spacing[3]} ${({ theme }) => theme.spacing[4]};
    padding-right: max(${({ theme }) => theme.spacing[4]}, env(safe-area-inset-right, 0px));
    padding-bottom: calc(${({ theme }) => theme.spacing[3]} + env(safe-area-inset-bottom, 0px));
    padding-left: max(${({ theme }) => theme.spacing[4]}, env(safe-area-inset-left, 0px));

    /* On top of a member's tab bar, which keeps the home-indicator inset itself. */
    &[data-tab-bar] {
      /* The tab bar's 1 px top border sits above its height. */
      bottom: calc(${TAB_BAR_OFFSET} + 1px);
      padding-bottom: ${({ theme }) => theme.spacing[3]};
      box-shadow: none;
    }
  }

  ${({ theme }) => theme.media.up('md')} {
    /* In the page: its list and a login alert join the row of actions (the alert on a line of its own). */
    display: contents;

    & > :not(ul) {
      flex-basis: 100%;
      order: 1;
    }
  }

  @media print {
    position: static;
  }
`;

export const ThumbBarSpace = styled.div`
  display: none;

  ${({ theme }) => theme.media.down('md')} {
    display: block;
    height: var(--profile-thumb-bar, ${ESTIMATE});
  }
`;
