import { SIGN_IN_LINK_TTL_MS } from '@harambee/rules';
import { useLocation } from 'react-router-dom';
import { Head } from '@/components/head';
import { AuthCard } from '@/components/layouts/auth-card';
import { SignInLinkForm } from '@/features/auth/components/sign-in-link-form';
import { useT } from '@/lib/i18n/use-t';

export function SignInLinkRoute() {
  const { hash } = useLocation();
  const t = useT();
  return (
    <AuthCard
      title={t('auth.link.title')}
      subtitle={t('auth.link.subtitle', { minutes: SIGN_IN_LINK_TTL_MS / 60_000 })}
    >
      <Head title={t('auth.link.title')} />
      <SignInLinkForm token={hash.slice(1)} />
    </AuthCard>
  );
}
