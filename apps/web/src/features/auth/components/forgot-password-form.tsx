import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AUTH_MESSAGES } from '../schemas';
import styles from '@/components/layouts/auth.module.css';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!email.trim()) return setError(AUTH_MESSAGES.forgotEmail);
    setError('');
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <>
        <Alert tone="success" className={styles.notice}>
          {AUTH_MESSAGES.forgotSent} Please check your inbox (and spam folder); the link is valid
          for one hour.
        </Alert>
        <p className={styles.footer}>
          <Link to={paths.login.getHref()}>Back to login</Link>
        </p>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Request a password reset link">
      {request.isError && (
        <Alert tone="error" className={styles.notice}>
          {errorMessage(request.error, AUTH_MESSAGES.resetFailed)}
        </Alert>
      )}
      <Field id="forgot-email" label="Email address" error={error}>
        <input
          {...fieldAria('forgot-email', error)}
          className={controlClass}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Button type="submit" size="large" block disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className={styles.footer}>
        Remembered it? <Link to={paths.login.getHref()}>Back to login</Link>
      </p>
    </form>
  );
}
