import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { Loading } from '@/components/ui/feedback';
import { useResetLink } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/components/layouts/auth-card';
import { InvalidResetLink } from '@/features/auth/components/invalid-reset-link';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const [usedUp, setUsedUp] = useState(false);
  if (link.isPending) {
    return (
      <AuthCard>
        <Head title="Reset Password" />
        <Loading label="Validating your reset link…" />
      </AuthCard>
    );
  }
  if (link.isError || usedUp) {
    return (
      <AuthCard>
        <Head title="Invalid Reset Link" />
        <InvalidResetLink />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a strong password you have not used here before."
    >
      <Head title="Reset Password" />
      <ResetPasswordForm token={token} onLinkInvalid={() => setUsedUp(true)} />
    </AuthCard>
  );
}
