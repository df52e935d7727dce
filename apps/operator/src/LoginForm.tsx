import { useState, type FormEvent } from 'react';
import { ApiFailure, api, type Me } from './api';

const MESSAGES: Record<string, string> = {
  login_failed: 'E-mail address, password or code is wrong (a code works only once). Try again.',
  rate_limited: 'Too many attempts. Wait a few minutes and try again.',
};

/** E-mail address, password and the six-digit code of the authenticator app, in one form. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (me: Me) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onLoggedIn(
        await api.login({
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
          totp: String(form.get('totp') ?? '').replace(/\s/g, ''),
        }),
      );
    } catch (e) {
      const code = e instanceof ApiFailure ? e.code : 'unknown';
      setError(MESSAGES[code] ?? 'Login is not possible right now. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <h1>Operator login</h1>
      <form onSubmit={submit} noValidate>
        <label>
          E-mail address
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label>
          Code from the authenticator app
          <input
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Log in
        </button>
      </form>
    </main>
  );
}
