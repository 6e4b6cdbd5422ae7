import { startStripeFake } from '../../payments/testing/stripe-fake';
import {
  createApprovedCampaign,
  startCommandApiUnderTest,
} from '../../testing/command-api-under-test';
import { donor } from '../../payments/testing/donor';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_harambee';

/**
 * The command API taking card gifts through the Stripe fake, whose signed webhooks reach it: the world of the specs
 * where a card gift is disputed, refunded or answered at Stripe.
 */
export const startStripeGiftWorld = async () => {
  const fake = await startStripeFake();
  const api = await startCommandApiUnderTest({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_harambee',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
  fake.sendWebhooksTo(`${api.base}/v1/payments/webhooks/stripe`, STRIPE_WEBHOOK_SECRET);

  const openCampaign = async () => {
    const { campaignId } = await createApprovedCampaign(api);
    return campaignId;
  };

  /** A $25 card gift: checkout, then the donor pays on Stripe, whose signed webhook records it. */
  const give = async (campaignId: string) => {
    const started = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: {
        campaignId,
        amount: 25,
        method: 'card',
        ...donor,
      },
    });
    const { paymentId } = started.body.data as { paymentId: string };
    const paid = await fake.pay(paymentId);
    if (paid.status !== 200) throw new Error('the Stripe fake did not take the gift');
    return { paymentId, paymentIntent: paid.paymentIntent };
  };

  return {
    fake,
    api,
    openCampaign,
    give,
    stop: async () => {
      await api.stop();
      await fake.stop();
    },
  };
};
