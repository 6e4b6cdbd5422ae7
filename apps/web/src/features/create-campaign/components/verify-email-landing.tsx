import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { Alert, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { AuthCard, authStyles } from '@/components/layouts/auth-card';
import { errorMessage } from '@/lib/api-client';
import { useConfirmEmail, VERIFICATION_MESSAGES } from '../api/verification';
import { RESUME_FAILED, useResumeCreation } from '../hooks/use-resume-creation';
import { rememberMailedToken } from '../lib/mailed-link';

function Verified({ token, email }: { token: string; email: string }) {
  const resume = useResumeCreation(token, email);
  useEffect(() => rememberMailedToken(token), [token]);
  return (
    <div className={authStyles.state}>
      <span className={`${authStyles.icon} ${authStyles.iconSuccess}`} aria-hidden="true">
        ✓
      </span>
      <h1 className={authStyles.title}>Email Verified Successfully!</h1>
      <p role="status">
        Your email address is confirmed. Return to the campaign creation page and click the{' '}
        <strong>I&apos;ve Verified My Email</strong> button to create your campaign.
      </p>
      <p>
        Opened this link in another tab or on another device? Continue here: your campaign details
        come back with it.
      </p>
      {resume.isError && <Alert tone="error">{errorMessage(resume.error, RESUME_FAILED)}</Alert>}
      <div className={authStyles.actions}>
        <Button onClick={() => resume.mutate()} disabled={resume.isPending || resume.isSuccess}>
          {resume.isPending ? 'Loading your campaign...' : 'Continue creating my campaign'}
        </Button>
      </div>
    </div>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <div className={authStyles.state}>
      <span className={`${authStyles.icon} ${authStyles.iconError}`} aria-hidden="true">
        !
      </span>
      <h1 className={authStyles.title}>Verification Failed</h1>
      <p role="alert">{message}</p>
      <p>This can happen when the verification link:</p>
      <ul className={authStyles.reasons}>
        <li>has expired (links are valid for 24 hours)</li>
        <li>has already been used</li>
        <li>is invalid or was copied incompletely</li>
      </ul>
      <div className={authStyles.actions}>
        <Link to={paths.createCampaign.getHref()} className={buttonClass()}>
          Try Again
        </Link>
        <Link to={paths.home.getHref()} className={buttonClass({ variant: 'secondary' })}>
          Go Home
        </Link>
      </div>
    </div>
  );
}

/** Where the mailed verification link lands: verifying, then verified or failed. */
export function VerifyEmailLanding() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const email = search.get('email') ?? '';
  const confirmation = useConfirmEmail(token, email);

  let content;
  if (!token || !email) content = <Failed message={VERIFICATION_MESSAGES.missing} />;
  else if (confirmation.isPending) content = <Loading label="Verifying your email address…" />;
  else if (confirmation.data === true) content = <Verified token={token} email={email} />;
  else
    content = <Failed message={errorMessage(confirmation.error, VERIFICATION_MESSAGES.failed)} />;
  return <AuthCard>{content}</AuthCard>;
}
