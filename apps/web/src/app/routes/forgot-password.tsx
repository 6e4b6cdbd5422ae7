import { Head } from '@/components/head';
import { AuthCard } from '@/components/layouts/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useT } from '@/lib/i18n/use-t';

export function ForgotPasswordRoute() {
  const t = useT();
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <Head title={t('auth.forgot.head')} />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
