'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountForm } from '@/components/signup-account/account-form';
import { useSignupAccount } from '@/components/signup-account/use-signup-account';
import { useSettings } from '@/providers/settings-context';
import { AccountOnboarding } from './account-onboarding';
import { findSignupMatches } from './signup-matches';
import { SignupProgress } from './signup-progress';
import { useSignupStore } from './signup-store';
import { Muted } from './signup.styles';
import { useSignup } from './use-signup';

/**
 * Step 0: the account (spec §3 signup form, §5 validation; one question per screen on phones), then the real
 * progress of its creation.
 */
export function AccountStep({ onCreated }: { onCreated: () => void }) {
  const settings = useSettings();
  const signup = useSignup();
  const queryClient = useQueryClient();
  /** The account exists; its first matches are being looked up (the "looking for matches" stage). */
  const [findingMatches, setFindingMatches] = useState(false);
  const setSubmitting = useSignupStore((s) => s.setSubmitting);
  const setEmail = useSignupStore((s) => s.setEmail);
  const { form, formProps, checkFields } = useSignupAccount((input, onError) => {
    setSubmitting(true); // from here the modal cannot be dismissed
    signup.mutate(input, {
      onSuccess: async ({ user }) => {
        setFindingMatches(true);
        await findSignupMatches(queryClient, user, settings);
        setEmail(input.email);
        setSubmitting(false);
        onCreated();
      },
      onError: (error) => {
        setSubmitting(false);
        onError(error);
      },
    });
  });

  if (signup.isPending) return <SignupProgress phase="creating" autoFocus />;
  if (findingMatches) return <SignupProgress phase="matches" autoFocus />;

  return (
    <AccountOnboarding errors={form.errors} checkFields={checkFields}>
      {(nav) => <AccountForm formProps={formProps} Note={Muted} beforeSubmit={nav} />}
    </AccountOnboarding>
  );
}
