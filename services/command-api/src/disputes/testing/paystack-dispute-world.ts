import { campaignEndJob } from '../../campaign-end/end-campaign';
import { moneyOutProcessManagers } from '../../money-out';
import { endOfLog, reactToLog } from '../../money-out/testing/react-to-log';
import { startPaystackFake } from '../../payments/testing/paystack-fake';
import type { SqlDatabase } from '@harambee/database';
import { paystackSignature } from '../../testing/webhook-sender';
import {
  createApprovedCampaign,
  startCommandApiUnderTest,
} from '../../testing/command-api-under-test';
import { addWallet, WALLETS } from '../../money-out/testing/money-world';
import { PLAIN_CHOICES } from '../../payments/testing/donor';

const DAY_MS = 86_400_000;
const SECRET = 'sk_test_paystack';

/**
 * The command API taking money through the Paystack fake, on a clock a test can move: the world of the specs where
 * a funded campaign's gifts are disputed before or after its payout. `db`: a database the test opened (and closes).
 */
export const startPaystackDisputeWorld = async ({ db }: { db?: SqlDatabase } = {}) => {
  let shiftMs = 0;
  const fake = await startPaystackFake();
  const api = await startCommandApiUnderTest({
    clock: () => new Date(Date.now() + shiftMs),
    db,
    env: { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_API_URL: fake.url },
  });
  fake.sendWebhooksTo(`${api.base}/v1/payments/webhooks/paystack`);

  type Gift = { amount: number; currency?: string; coverFees?: boolean };
  /** A donor gives to the campaign by card through Paystack's checkout, paid: the payment's id. */
  const give = async (campaignId: string, gift: Gift) => {
    const started = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: {
        campaignId,
        ...gift,
        method: 'card',
        donorName: 'Ama Owusu',
        ...PLAIN_CHOICES,
      },
    });
    const paymentId = started.body.data.paymentId as string;
    if ((await fake.pay(paymentId)).status !== 200)
      throw new Error('the Paystack fake did not take the gift');
    return paymentId;
  };

  /**
   * A $100 campaign with an M-PESA wallet, given $60 and $50 (or `gifts`: in another currency, fees covered) by card
   * through Paystack, then past its end: funded.
   */
  const fundedCampaign = async (gifts: Gift[] = [{ amount: 60 }, { amount: 50 }]) => {
    shiftMs = 0;
    const { campaignId, token } = await createApprovedCampaign(api, { goalAmount: '100' });
    await addWallet(api, token, WALLETS.kenyaMpesa);
    const payments: string[] = [];
    for (const gift of gifts) payments.push(await give(campaignId, gift));
    shiftMs = 12 * DAY_MS;
    await campaignEndJob.run(api.deps);
    return { campaignId, token, payments };
  };

  /** Paystack pays the campaign's transfer (its own record says so too) and says so in its signed callback. */
  const transferPaid = async (campaignId: string) => {
    const transfer = fake.book.transfers.get(campaignId)!;
    fake.book.transfers.set(campaignId, { ...transfer, status: 'success' });
    const body = JSON.stringify({
      event: 'transfer.success',
      data: {
        reference: campaignId,
        amount: transfer.amount,
        currency: transfer.currency,
        status: 'success',
      },
    });
    await api.call('/v1/payouts/webhooks/paystack', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(body, SECRET),
      },
    });
  };

  /** The creator withdraws, an admin approves, Paystack pays the transfer: the campaign is paid out. */
  const paidOut = async (campaignId: string, token: string) => {
    await api.call('/v1/withdrawals', { method: 'POST', token, json: { campaignId } });
    const from = await endOfLog(api.deps);
    await api.call(`/v1/withdrawals/${campaignId}/approve`, {
      method: 'PATCH',
      token: api.adminToken,
    });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    await transferPaid(campaignId);
  };

  /** The donor's bank disputes the gift at Paystack: the dispute's id, as `DisputeOpened` recorded it. */
  const disputeOf = async (paymentId: string) => {
    await fake.dispute(paymentId);
    const [opened] = (await api.eventsOfType('DisputeOpened')).filter(
      (event) => event.data.paymentId === paymentId,
    );
    return String(opened!.data.disputeId);
  };

  return {
    fake,
    api,
    give,
    fundedCampaign,
    transferPaid,
    paidOut,
    disputeOf,
    resetClock: () => {
      shiftMs = 0;
    },
    stop: async () => {
      await api.stop();
      await fake.stop();
    },
  };
};
