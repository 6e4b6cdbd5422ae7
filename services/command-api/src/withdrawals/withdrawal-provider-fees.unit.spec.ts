import { feeCoverOf } from '@harambee/rules';
import type { CampaignGift } from '../money-out/campaign-gifts';
import { campaignGift } from '../testing/decider-givens';
import { withdrawalAmounts } from './withdrawal-fees';

const gift = (more: Partial<CampaignGift> = {}) => campaignGift(10_000, 'paystack', more);

describe('a withdrawal’s processing fees, as the providers took them', () => {
  it('regression (issue 42, item 10): given Paystack said it took $2.90 of a $100 gift (a local rate), when the withdrawal is priced, then the creator pays that $2.90, not the 3.9 % estimate', () => {
    expect(withdrawalAmounts([gift({ providerFeeCents: 290 })])).toEqual({
      grossCents: 10_000,
      platformFeeCents: 500,
      processingFeesCents: 290,
      netCents: 9_210,
    });
  });

  it('when the provider did not say (an older payment), then the published rate is the estimate', () => {
    expect(withdrawalAmounts([gift()]).processingFeesCents).toBe(390);
  });

  it('when a donor’s cover fell short of what the provider took, then the creator pays only the rest; beyond it, nothing', () => {
    const { platformFeeCents, processingFeeCents } = feeCoverOf(10_000, 'paystack');
    const feeCover = { platformFeeCents, processingFeeCents };
    expect(withdrawalAmounts([gift({ feeCover, providerFeeCents: 450 })])).toMatchObject({
      processingFeesCents: 450 - processingFeeCents,
      netCents: 10_000 - (450 - processingFeeCents),
    });
    expect(withdrawalAmounts([gift({ feeCover, providerFeeCents: 150 })]).netCents).toBe(10_000);
  });
});
