import { SIGN_IN_MESSAGES } from '@harambee/rules';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-session';
import { useSignInWithLink } from '../api/sign-in-link';
import { homeFor } from '../lib/home-for';
import { AUTH_MESSAGES } from '../schemas';
import styles from '@/components/layouts/auth.module.css';

/**
 * One tap signs in with the mailed token. It waits for the tap rather than signing in on load, so a mail
 * scanner that opens links cannot use up the owner's one-time link.
 */
export function SignInLinkForm({ token }: { token: string }) {
  const signIn = useSignInWithLink();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    signIn.mutate(token, {
      onSuccess: ({ user, token: sessionToken }) => {
        saveSession({ token: sessionToken, user, remember: false });
        toast.success(AUTH_MESSAGES.loggedIn);
        navigate(homeFor(user), { replace: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with your link">
      {!token && (
        <Alert tone="error" className={styles.notice}>
          {SIGN_IN_MESSAGES.linkMissing}
        </Alert>
      )}
      {signIn.isError && (
        <Alert tone="error" className={styles.notice}>
          {errorMessage(signIn.error, SIGN_IN_MESSAGES.linkInvalid)}
        </Alert>
      )}
      <Button type="submit" size="large" block disabled={!token || signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign me in'}
      </Button>
      <p className={styles.subtitle}>
        Link not working? <Link to={paths.login.getHref()}>Sign in with your password</Link> or{' '}
        <Link to={paths.forgotPassword.getHref()}>reset it</Link>.
      </p>
    </form>
  );
}
