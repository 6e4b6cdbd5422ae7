import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { Alert, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { AuthCard, authStyles } from '@/components/layouts/auth-card';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useConfirmEmail } from '../api/verification';
import { useResumeCreation } from '../hooks/use-resume-creation';
import { rememberMailedToken } from '../lib/mailed-link';

function Verified({ token, email }: { token: string; email: string }) {
  const resume = useResumeCreation(token, email);
  useEffect(() => rememberMailedToken(token), [token]);
  const t = useT();
  return (
    <div className={authStyles.state}>
      <span className={`${authStyles.icon} ${authStyles.iconSuccess}`} aria-hidden="true">
        ✓
      </span>
      <h1 className={authStyles.title}>{t('create.landing.verifiedTitle')}</h1>
      <p role="status">
        <FormattedMessage
          id="create.landing.verifiedText"
          values={{ strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <p>{t('create.landing.elsewhere')}</p>
      {resume.isError && (
        <Alert tone="error">{errorMessage(resume.error, t('create.landing.resumeFailed'))}</Alert>
      )}
      <div className={authStyles.actions}>
        <Button onClick={() => resume.mutate()} disabled={resume.isPending || resume.isSuccess}>
          {t(resume.isPending ? 'create.landing.loading' : 'create.landing.continue')}
        </Button>
      </div>
    </div>
  );
}

function Failed({ message }: { message: string }) {
  const t = useT();
  return (
    <div className={authStyles.state}>
      <span className={`${authStyles.icon} ${authStyles.iconError}`} aria-hidden="true">
        !
      </span>
      <h1 className={authStyles.title}>{t('create.landing.failedTitle')}</h1>
      <p role="alert">{message}</p>
      <p>{t('create.landing.why')}</p>
      <ul className={authStyles.reasons}>
        <li>{t('create.landing.expired')}</li>
        <li>{t('create.landing.used')}</li>
        <li>{t('create.landing.invalid')}</li>
      </ul>
      <div className={authStyles.actions}>
        <Link to={paths.createCampaign.getHref()} className={buttonClass()}>
          {t('create.landing.tryAgain')}
        </Link>
        <Link to={paths.home.getHref()} className={buttonClass({ variant: 'secondary' })}>
          {t('create.landing.home')}
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
  const t = useT();

  let content;
  if (!token || !email) content = <Failed message={t('create.verify.missing')} />;
  else if (confirmation.isPending) content = <Loading label={t('create.landing.verifying')} />;
  else if (confirmation.data === true) content = <Verified token={token} email={email} />;
  else content = <Failed message={errorMessage(confirmation.error, t('create.verify.failed'))} />;
  return <AuthCard>{content}</AuthCard>;
}
