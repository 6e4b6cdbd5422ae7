import { countries, walletProviders } from '@harambee/events';
import { WALLET_COUNTRIES, WALLET_PROVIDERS } from '@harambee/payment-rules';

describe('wallet catalogue', () => {
  it('offers the same countries and provider codes as the event catalogue', () => {
    expect([...WALLET_COUNTRIES].sort()).toEqual([...countries].sort());
    expect([...WALLET_PROVIDERS].sort()).toEqual([...walletProviders].sort());
  });
});
