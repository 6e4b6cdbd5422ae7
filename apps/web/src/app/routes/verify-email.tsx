import { Head } from '@/components/head';
import { VerifyEmailLanding } from '@/features/create-campaign/components/verify-email-landing';
import { useT } from '@/lib/i18n/use-t';

export function VerifyEmailRoute() {
  const t = useT();
  return (
    <>
      <Head title={t('create.landing.head')} />
      <VerifyEmailLanding />
    </>
  );
}
