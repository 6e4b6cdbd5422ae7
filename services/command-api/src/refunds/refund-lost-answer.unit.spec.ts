import { newMoneyReal } from '../money-sequences/money-commands';
import { refundRetriesJob } from './refund-process';
import { silentMoneyRuns } from '../money-sequences/silent-runs';

silentMoneyRuns();

describe('a Paystack refund whose answer was lost', () => {
  it('regression: when the first /refund went through but its answer was lost, then the retry asks Paystack first and refunds the donor once', async () => {
    const { world, steps } = await newMoneyReal();
    await steps.createCampaign('c1', 'creator-1', 5_000, 10);
    const checkout = {
      paymentId: 'chk_1',
      campaignId: 'c1',
      amountCents: 2_500,
      charged: { currency: 'USD' as const, amountMinor: 2_500 },
      method: 'card' as const,
    };
    await steps.startCheckout(checkout);
    await steps.chargeWebhook(checkout, true);
    world.provider.fail([{ fault: 'lostAnswer', on: '/refund' }]);
    await steps.close('c1', true);
    await world.drain();
    const typesOf = () =>
      world.store
        .all()
        .filter((event) => event.streamId === 'donation-chk_1')
        .map((event) => event.type);
    expect(typesOf()).toContain('RefundFailed');
    expect(world.provider.refundsOf('chk_1')).toHaveLength(1);

    world.advance(5 * 60_000);
    await refundRetriesJob.run(world.deps);
    await world.drain();

    const made = world.provider.refundsOf('chk_1');
    expect(made).toHaveLength(1);
    expect(typesOf().filter((type) => type === 'DonationRefunded')).toHaveLength(1);
    const refunded = world.store.all().find((event) => event.type === 'DonationRefunded');
    expect(refunded?.data).toMatchObject({
      amountCents: 2_500,
      refundReference: String(made[0]!.id),
    });
  });
});
