import { BackofficeLimits } from '@fairline/shared/wire/backoffice';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { ErrorText } from '../components/error-text';

interface Enrolment {
  email: string;
  totp_secret: string;
  otpauth_uri: string;
}

/**
 * The one-time enrolment link (/admin/enrol#<token>; the token stays out of logs and referrers): add
 * the secret to an authenticator app, choose a password and prove the app with its first code.
 */
export function EnrolPage() {
  const token = window.location.hash.slice(1);
  const enrolment = useQuery({
    queryKey: ['enrolment', token],
    queryFn: () => api<Enrolment>(`/enrolment?token=${encodeURIComponent(token)}`),
    retry: false,
  });
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    try {
      await api('/enrolment', {
        method: 'POST',
        body: { token, password: form.get('password'), code: form.get('code') },
      });
      setDone(true);
    } catch (err) {
      setError(err);
    }
  };
  if (done) {
    return (
      <main className="auth">
        <div className="card">
          <h1>Enrolled</h1>
          <p>Your password and authenticator are set.</p>
          <Link to="/admin/login">Sign in</Link>
        </div>
      </main>
    );
  }
  return (
    <main className="auth">
      <form className="card" onSubmit={submit}>
        <h1>Set up your staff account</h1>
        <ErrorText error={enrolment.error} />
        {enrolment.data && (
          <>
            <p>
              Account: <strong>{enrolment.data.email}</strong>
            </p>
            <p>Add this secret to your authenticator app (TOTP, 6 digits, 30 seconds):</p>
            <code className="secret" data-testid="totp-secret">
              {enrolment.data.totp_secret}
            </code>
            <p className="muted">
              Or open <a href={enrolment.data.otpauth_uri}>the otpauth link</a> on a phone with an authenticator.
            </p>
            <label>
              New password (at least {BackofficeLimits.passwordMin} characters)
              <input
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={BackofficeLimits.passwordMin}
                required
              />
            </label>
            <label>
              First code from the app
              <input
                name="code"
                inputMode="numeric"
                pattern="\d{6}"
                maxLength={6}
                autoComplete="one-time-code"
                required
              />
            </label>
            <ErrorText error={error} />
            <button type="submit">Finish enrolment</button>
          </>
        )}
      </form>
    </main>
  );
}
