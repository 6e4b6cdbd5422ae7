import { YourDataPage } from '@/features/dashboard/components/your-data-page';

export function YourDataRoute() {
  return <YourDataPage />;
}
