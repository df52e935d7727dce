'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { useSettings } from '@/providers/settings-context';
import { AccountStep } from './account-step';
import { AppearanceStep } from './appearance-step';
import { CompleteStep } from './complete-step';
import { canOfferPush } from '@/lib/device';
import { InterestsStep } from './interests-step';
import { LocationStep } from './location-step';
import { PhotoStep } from './photo-step';
import { PushStep } from './push-step';
import { SignupProgress } from './signup-progress';
import { SIGNUP_STEPS, nextStep, useSignupStore, type SignupStep } from './signup-store';
import { StepCounter } from './signup.styles';
import { useSignupAvailability } from './use-signup-availability';

/** Steps 0–4 are numbered for the member ("Step 2 of 5"); push and complete are not. */
const NUMBERED_STEPS = 5;

export interface SignupFlowProps {
  /** Renders the step's title: `Modal.Header` in the modal, the page's h1 on /signup. */
  heading: (title: string) => ReactNode;
  /** Wraps the step's content: `Modal.Body` in the modal. */
  body?: (content: ReactNode) => ReactNode;
  /** Called by the complete step's link to the members area. */
  onDone?: () => void;
  /** The member already has an account (/complete-signup): the flow starts at the photo step. */
  skipAccount?: boolean;
}

/** The one sign-up flow of spec §4, used by the desktop modal and the /signup page. */
export function SignupFlow({ heading, body = (content) => content, onDone, skipAccount }: SignupFlowProps) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const step = useSignupStore((s) => (s.step === 'account' && skipAccount ? 'photo' : s.step));
  const goTo = useSignupStore((s) => s.goTo);
  const allowed = useSignupAvailability();
  const [justCreated, setJustCreated] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Each new step moves focus to its content, so keyboard and screen-reader users continue from there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    bodyRef.current?.focus();
  }, [step]);

  const next = (from: SignupStep) => () => {
    setJustCreated(false);
    goTo(nextStep(from, canOfferPush(settings.push_public_key)));
  };

  const titles: Record<SignupStep, string> = {
    account: t('title'),
    photo: t('photo.title'),
    location: t('location.title'),
    appearance: t('appearance.title'),
    interests: t('interests.title'),
    push: t('push.title'),
    complete: t('complete.title'),
  };

  if (step === 'account' && allowed === false) {
    return (
      <>
        {heading(t('inviteOnly.title'))}
        {body(<Alert tone="info">{t('inviteOnly.body')}</Alert>)}
      </>
    );
  }
  if (step === 'account' && allowed === null) return <>{heading(t('title'))}</>;

  const index = SIGNUP_STEPS.indexOf(step);
  return (
    <>
      {heading(titles[step])}
      {body(
        <div ref={bodyRef} tabIndex={-1} data-step={step} style={{ outline: 'none' }}>
          {index < NUMBERED_STEPS ? (
            <StepCounter>{t('stepOf', { current: index + 1, total: NUMBERED_STEPS })}</StepCounter>
          ) : null}
          {justCreated ? <SignupProgress phase="done" /> : null}
          {step === 'account' ? (
            <AccountStep
              onCreated={() => {
                goTo('photo');
                setJustCreated(true);
              }}
            />
          ) : null}
          {step === 'photo' ? <PhotoStep onNext={next('photo')} /> : null}
          {step === 'location' ? <LocationStep onNext={next('location')} /> : null}
          {step === 'appearance' ? <AppearanceStep onNext={next('appearance')} /> : null}
          {step === 'interests' ? <InterestsStep onNext={next('interests')} /> : null}
          {step === 'push' ? <PushStep onNext={next('push')} /> : null}
          {step === 'complete' ? <CompleteStep onDone={onDone} /> : null}
        </div>,
      )}
    </>
  );
}
