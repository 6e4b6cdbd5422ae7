import { WalletPage } from '@/features/wallet/components/wallet-page';

export function WalletRoute() {
  return <WalletPage />;
}
