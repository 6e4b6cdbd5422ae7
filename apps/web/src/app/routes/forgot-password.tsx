import { Head } from '@/components/head';
import { AuthCard } from '@/components/layouts/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email address and we will send you a link to reset it."
    >
      <Head title="Forgot Password" />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
