'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { type SignupAccountField } from '@dating/ui/signup-account-form';
import {
  ACCOUNT_QUESTIONS,
  firstQuestionWithError,
  LAST_QUESTION,
  questionFocusId,
} from './account-questions';

/** The form's parts and the screen each belongs to (`form > :has(#id)`: the field's wrapper). */
const PARTS: readonly (readonly [number, string])[] = [
  [0, 'form > #signup-i-am'],
  [1, 'form > #signup-looking-for'],
  [2, 'form > :has(#signup-name)'],
  [3, 'form > :has(#signup-email)'],
  [3, 'form > #signup-email-suggestion'],
  [4, 'form > :has(#signup-password)'],
  [4, "form > button[aria-controls='signup-password']"],
  [LAST_QUESTION, 'form > :has(#signup-dob)'],
  [LAST_QUESTION, 'form > :has(#signup-message)'],
  [LAST_QUESTION, "form > [data-account-part='submit']"],
];

/**
 * Below 768 px only the current screen's parts show; from 768 px (the desktop modal, a wide /signup page) the
 * whole form does and the onboarding's own controls hide.
 */
const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};

  ${({ theme }) => theme.media.down('md')} {
    ${PARTS.map(([index, selector]) => `&:not([data-question='${index}']) ${selector} { display: none; }`).join('\n')}
  }

  ${({ theme }) => theme.media.up('md')} {
    [data-onboarding-only] {
      display: none;
    }
  }
`;

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const Track = styled.div`
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral[100]};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary[600]};
    transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.out};

    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

const Nav = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};

  &[data-first] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface AccountOnboardingProps {
  /** The fields' errors now: after a refused submit the flow returns to the first screen with one. */
  errors: Partial<Record<SignupAccountField, unknown>>;
  /** Checks one screen's fields (showing their errors); true lets the member go on. */
  checkFields: (fields: readonly SignupAccountField[]) => boolean;
  /** The account form, given the onboarding's Back/Next to show before its consent. */
  children: (nav: ReactNode) => ReactNode;
}

/**
 * The account step as an onboarding on phones: one question per screen with the progress shown ("Question 2
 * of 6" and a bar), Next checks the screen's answer before going on, Back returns, Enter in a field is Next;
 * the last screen has the date of birth, the consent and "Create account". Wider screens see the whole form.
 */
export function AccountOnboarding({ errors, checkFields, children }: AccountOnboardingProps) {
  const { t } = useTranslation('signup');
  const [question, setQuestion] = useState(0);
  const navRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const errorQuestion = firstQuestionWithError(errors);

  // Only when the screens show (a phone): the whole form is visible otherwise.
  const onboarding = () => Boolean(navRef.current?.offsetParent);

  // A refused submit (or the API's answer) about an earlier screen: go back to it.
  useEffect(() => {
    if (errorQuestion !== null && errorQuestion < question && onboarding()) {
      moved.current = true;
      setQuestion(errorQuestion);
    }
  }, [errorQuestion, question]);

  // A new screen: its field takes the focus (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById(questionFocusId(question))?.focus();
  }, [question]);

  const go = (to: number) => {
    moved.current = true;
    setQuestion(to);
  };
  const next = () => {
    if (checkFields(ACCOUNT_QUESTIONS[question] ?? [])) go(Math.min(question + 1, LAST_QUESTION));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || question === LAST_QUESTION || !onboarding())
      return;
    event.preventDefault();
    next();
  };

  const current = question + 1;
  const total = ACCOUNT_QUESTIONS.length;
  const nav = (
    <Nav ref={navRef} data-onboarding-only="" data-first={question === 0 ? '' : undefined}>
      {question > 0 ? (
        <Button type="button" variant="outline" size="lg" onClick={() => go(question - 1)}>
          {t('onboarding.back')}
        </Button>
      ) : null}
      {question < LAST_QUESTION ? (
        <Button type="button" size="lg" onClick={next} data-testid="signup-next">
          {t('onboarding.next')}
        </Button>
      ) : null}
    </Nav>
  );

  return (
    <Root data-question={question} data-testid="signup-onboarding" onKeyDown={onKeyDown}>
      <Progress data-onboarding-only="">
        <p id="signup-question-progress">{t('onboarding.question', { current, total })}</p>
        <Track
          role="progressbar"
          aria-labelledby="signup-question-progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={current}
        >
          <span style={{ width: `${(current / total) * 100}%` }} />
        </Track>
      </Progress>
      {children(nav)}
    </Root>
  );
}
