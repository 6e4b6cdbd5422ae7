import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { checkClass, controlClass, Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';
import { useLogin } from '../api/login';
import { homeFor } from '../lib/home-for';
import styles from '@/components/layouts/auth.module.css';
import { PasswordInput } from '@/components/ui/password-input';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [error, setError] = useState('');
  const login = useLogin();
  const navigate = useNavigate();
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    if (!email.trim() || !password) return setError(t('auth.fillIn'));
    setError('');
    login.mutate(
      { email: email.trim(), password, rememberMe },
      {
        onSuccess: ({ user, token }) => {
          saveSession({ token, user, remember: rememberMe });
          toast.success(t('auth.loggedIn'));
          navigate(homeFor(user), { replace: true });
        },
        onError: (failure) => toast.error(errorMessage(failure, t('auth.login.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.login.form')}>
      {error && (
        <Alert tone="error" className={styles.notice}>
          {error}
        </Alert>
      )}
      <Field id="login-email" label={t('auth.login.email')}>
        <input
          id="login-email"
          className={controlClass}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field id="login-password" label={t('auth.login.password')}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div className={styles.row}>
        <label className={checkClass}>
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <span>{t('auth.login.remember')}</span>
        </label>
        <Link to={paths.forgotPassword.getHref()}>{t('auth.login.forgot')}</Link>
      </div>
      <Button type="submit" size="large" block disabled={login.isPending}>
        {t(login.isPending ? 'auth.login.signingIn' : 'auth.login.submit')}
      </Button>
    </form>
  );
}
