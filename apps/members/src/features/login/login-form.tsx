'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@dating/i18n/client';
import { EmailField, PasswordField } from '@/components/form/fields';
import { useLogin } from './use-login';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { loginProblem } from './login-error';
import { LoginNotice, LoginProblemAlert } from './login-problem-alert';
import { ScreenForm } from '@/components/page/screen-form';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: ${({ theme }) => theme.spacing[4]} 0 0;

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

/** Email and password; on success to `?redirect` (same-origin paths only) or /members. */
export function LoginForm() {
  const { t } = useTranslation();
  const router = useRouter();
  const searchParams = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          router.replace(safeRedirectPath(searchParams?.get('redirect')));
          router.refresh();
        },
      },
    );
  };

  return (
    <>
      <ScreenForm
        onSubmit={onSubmit}
        noValidate={false}
        submitLabel={t('login.submit')}
        pending={login.isPending}
        aria-describedby={login.isError ? 'login-error' : undefined}
      >
        {login.isError ? (
          <LoginProblemAlert id="login-error" problem={loginProblem(login.error)} />
        ) : (
          <LoginNotice
            reactivation={searchParams?.get('reactivation') ?? null}
            reset={searchParams?.get('reset') ?? null}
          />
        )}
        <EmailField label={t('login.email')} autoComplete="username" value={email} onValue={setEmail} />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
      </ScreenForm>
      <Links>
        <Link href="/reset-password">{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link href="/signup">{t('login.signup')}</Link>
        </span>
      </Links>
    </>
  );
}
