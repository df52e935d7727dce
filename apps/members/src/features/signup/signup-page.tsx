'use client';

import { useEffect } from 'react';
import { PageContainer, PageTitle } from '@/components/page/page-container';
import { SignupFlow } from './signup-flow';
import { useSignupStore } from './signup-store';

/**
 * The /signup page (smartphones, direct visits) and /complete-signup (`skipAccount`: an account made on a
 * lander continues with the optional steps).
 */
export function SignupPage({ skipAccount }: { skipAccount?: boolean }) {
  const reset = useSignupStore((s) => s.reset);
  useEffect(() => () => reset(), [reset]);
  return (
    <PageContainer $width="narrow" data-screen={skipAccount ? 'completeSignup' : 'signup'}>
      <SignupFlow heading={(title) => <PageTitle>{title}</PageTitle>} skipAccount={skipAccount} />
    </PageContainer>
  );
}
