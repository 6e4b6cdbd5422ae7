import { Head } from '@/components/head';
import { VerifyEmailLanding } from '@/features/create-campaign/components/verify-email-landing';

export function VerifyEmailRoute() {
  return (
    <>
      <Head title="Verify Email" />
      <VerifyEmailLanding />
    </>
  );
}
