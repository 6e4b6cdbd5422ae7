import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';
import { useSignInWithLink } from '../api/sign-in-link';
import { homeFor } from '../lib/home-for';
import styles from '@/components/layouts/auth.module.css';

/**
 * One tap signs in with the mailed token. It waits for the tap rather than signing in on load, so a mail
 * scanner that opens links cannot use up the owner's one-time link.
 */
export function SignInLinkForm({ token }: { token: string }) {
  const signIn = useSignInWithLink();
  const navigate = useNavigate();
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    signIn.mutate(token, {
      onSuccess: ({ user, token: sessionToken }) => {
        saveSession({ token: sessionToken, user, remember: false });
        toast.success(t('auth.loggedIn'));
        navigate(homeFor(user), { replace: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.link.title')}>
      {!token && (
        <Alert tone="error" className={styles.notice}>
          {t('auth.link.missing')}
        </Alert>
      )}
      {signIn.isError && (
        <Alert tone="error" className={styles.notice}>
          {errorMessage(signIn.error, t('auth.link.invalid'))}
        </Alert>
      )}
      <Button type="submit" size="large" block disabled={!token || signIn.isPending}>
        {t(signIn.isPending ? 'auth.login.signingIn' : 'auth.link.submit')}
      </Button>
      <p className={styles.subtitle}>
        <FormattedMessage
          id="auth.link.help"
          values={{
            password: (chunks) => <Link to={paths.login.getHref()}>{chunks}</Link>,
            reset: (chunks) => <Link to={paths.forgotPassword.getHref()}>{chunks}</Link>,
          }}
        />
      </p>
    </form>
  );
}
