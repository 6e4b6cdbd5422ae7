import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { Loading } from '@/components/ui/feedback';
import { useResetLink } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/components/layouts/auth-card';
import { InvalidResetLink } from '@/features/auth/components/invalid-reset-link';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useT } from '@/lib/i18n/use-t';

export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const [usedUp, setUsedUp] = useState(false);
  const t = useT();
  if (link.isPending) {
    return (
      <AuthCard>
        <Head title={t('auth.reset.head')} />
        <Loading label={t('auth.reset.validating')} />
      </AuthCard>
    );
  }
  if (link.isError || usedUp) {
    return (
      <AuthCard>
        <Head title={t('auth.invalidLink.head')} />
        <InvalidResetLink />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <Head title={t('auth.reset.head')} />
      <ResetPasswordForm token={token} onLinkInvalid={() => setUsedUp(true)} />
    </AuthCard>
  );
}
