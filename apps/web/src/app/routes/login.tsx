import { Navigate, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { Alert } from '@/components/ui/feedback';
import { AuthCard, authStyles } from '@/components/layouts/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { homeFor } from '@/features/auth/lib/home-for';
import { tokenIsLive } from '@/features/auth/lib/token';
import { AUTH_MESSAGES } from '@/features/auth/schemas';
import { useSession } from '@/lib/auth-session';

export function LoginRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  if (session && tokenIsLive(session.token)) return <Navigate to={homeFor(session.user)} replace />;
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to manage your campaigns">
      <Head title="Login" />
      {search.get('session') === 'expired' && (
        <Alert tone="warning" className={authStyles.notice}>
          {AUTH_MESSAGES.sessionExpired}
        </Alert>
      )}
      <LoginForm />
    </AuthCard>
  );
}
