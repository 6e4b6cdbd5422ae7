import type { WalletCampaign } from '../types';
import { balanceSplit } from './balance-split';

const campaign = (id: string, fields: Partial<WalletCampaign>): WalletCampaign => ({
  _id: id,
  title: id,
  amountRaised: 0,
  goalAmount: 100,
  status: 'approved',
  ...fields,
});

describe('the wallet headline', () => {
  it('when campaigns are open, funded, withdrawn and failed, then only funded ones not withdrawn are available and open ones are held', () => {
    const campaigns = [
      campaign('open', { amountRaised: 40 }),
      // Raised is what it keeps: 150 given, 10 refunded.
      campaign('funded', { amountRaised: 140, outcome: 'funded', amountRefunded: 10 }),
      campaign('withdrawn', { amountRaised: 300, outcome: 'funded' }),
      campaign('failed', { amountRaised: 20, outcome: 'failed' }),
    ];
    expect(balanceSplit(campaigns, new Set(['withdrawn']))).toEqual({ available: 140, held: 40 });
  });
});
