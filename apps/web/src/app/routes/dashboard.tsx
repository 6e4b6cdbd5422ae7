import { usePaymentSettings } from '@/features/donate/api/get-payment-settings';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  const dialCode = usePaymentSettings().data?.ussdCode;
  return <DashboardPage dialCode={dialCode} />;
}
