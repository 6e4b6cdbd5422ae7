import { Navigate, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { Alert } from '@/components/ui/feedback';
import { AuthCard, authStyles } from '@/components/layouts/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { homeFor } from '@/features/auth/lib/home-for';
import { tokenIsLive } from '@/features/auth/lib/token';
import { useSession } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';

export function LoginRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  const t = useT();
  if (session && tokenIsLive(session.token)) return <Navigate to={homeFor(session.user)} replace />;
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Head title={t('auth.login.head')} />
      {search.get('session') === 'expired' && (
        <Alert tone="warning" className={authStyles.notice}>
          {t('auth.sessionExpired')}
        </Alert>
      )}
      <LoginForm />
    </AuthCard>
  );
}
