'use client';

import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '@dating/ui/visually-hidden';
import { useTranslation } from '@dating/i18n/client';
import { Spinner } from '@dating/ui/spinner';
import { stackCss } from '@dating/ui/css';

/**
 * The stages shown while the account is created (spec §4), each tied to real work:
 * - checking: the client-side validation, finished before the request starts;
 * - creating: POST /api/signup.php is in flight;
 * - matches: the new member's first search page is being loaded (`findSignupMatches`), for /signup-matches;
 * - sending: the API sends the activation e-mail inside the sign-up request, so it is done exactly when that
 *   response arrives (there is no separate call to wait for), while the matches may still be loading.
 */
export type ProgressPhase = 'creating' | 'matches' | 'done';

const List = styled.ol`
  ${stackCss(2)}
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1.5rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  min-height: 1.75rem;

  &[data-state='pending'] {
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

const Mark = styled.span`
  color: ${({ theme }) => theme.colors.success.solid};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-align: center;
`;

const Hidden = styled.span`
  ${visuallyHiddenCss}
`;

type State = 'done' | 'active' | 'pending';

/** `autoFocus`: takes focus when shown in place of the submitted form, so focus stays in the dialog. */
export function SignupProgress({ phase, autoFocus }: { phase: ProgressPhase; autoFocus?: boolean }) {
  const { t } = useTranslation('signup');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  const stages: { key: string; label: string; state: State }[] = [
    { key: 'checking', label: t('progress.checking'), state: 'done' },
    { key: 'creating', label: t('progress.creating'), state: phase === 'creating' ? 'active' : 'done' },
    {
      key: 'matches',
      label: t('progress.matches'),
      state: phase === 'creating' ? 'pending' : phase === 'matches' ? 'active' : 'done',
    },
    { key: 'sending', label: t('progress.sending'), state: phase === 'creating' ? 'pending' : 'done' },
  ];
  const stateText: Record<State, string> = {
    done: t('progress.stateDone'),
    active: t('progress.stateActive'),
    pending: t('progress.statePending'),
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      style={{ outline: 'none' }}
      aria-label={t('progress.title')}
      role="status"
      data-testid="signup-progress"
    >
      <List>
        {stages.map((stage) => (
          <Item key={stage.key} data-stage={stage.key} data-state={stage.state}>
            {stage.state === 'done' ? <Mark aria-hidden="true">✓</Mark> : null}
            {stage.state === 'active' ? <Spinner size="sm" decorative /> : null}
            {stage.state === 'pending' ? <Mark aria-hidden="true" /> : null}
            <span>
              {stage.label}
              <Hidden>: {stateText[stage.state]}</Hidden>
            </span>
          </Item>
        ))}
      </List>
    </section>
  );
}
