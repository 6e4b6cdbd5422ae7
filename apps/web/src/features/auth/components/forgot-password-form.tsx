import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useRequestPasswordReset } from '../api/forgot-password';
import styles from '@/components/layouts/auth.module.css';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const request = useRequestPasswordReset();
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!email.trim()) return setError(t('auth.forgot.email'));
    setError('');
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <>
        <Alert tone="success" className={styles.notice}>
          {t('auth.forgot.sent')}
        </Alert>
        <p className={styles.footer}>
          <Link to={paths.login.getHref()}>{t('auth.backToLogin')}</Link>
        </p>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.forgot.form')}>
      {request.isError && (
        <Alert tone="error" className={styles.notice}>
          {errorMessage(request.error, t('auth.failed'))}
        </Alert>
      )}
      <Field id="forgot-email" label={t('auth.login.email')} error={error}>
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
        {t(request.isPending ? 'auth.forgot.sending' : 'auth.forgot.send')}
      </Button>
      <p className={styles.footer}>
        <FormattedMessage
          id="auth.forgot.remembered"
          values={{ link: (chunks) => <Link to={paths.login.getHref()}>{chunks}</Link> }}
        />
      </p>
    </form>
  );
}
