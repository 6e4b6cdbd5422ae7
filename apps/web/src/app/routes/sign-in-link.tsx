import { SIGN_IN_LINK_TTL_MS } from '@harambee/rules';
import { useLocation } from 'react-router-dom';
import { Head } from '@/components/head';
import { AuthCard } from '@/components/layouts/auth-card';
import { SignInLinkForm } from '@/features/auth/components/sign-in-link-form';

export function SignInLinkRoute() {
  const { hash } = useLocation();
  return (
    <AuthCard
      title="Sign in with your link"
      subtitle={`The link we emailed you signs you in once, within ${SIGN_IN_LINK_TTL_MS / 60_000} minutes, even while sign-ins with a password are slowed down.`}
    >
      <Head title="Sign in with your link" />
      <SignInLinkForm token={hash.slice(1)} />
    </AuthCard>
  );
}
