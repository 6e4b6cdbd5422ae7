import { campaignEndJob } from '../../campaign-end/end-campaign';
import { moneyOutProcessManagers } from '..';
import { endOfLog, reactToLog } from './react-to-log';
import { later, startedForTests } from '@harambee/test-support';
import { startPaystackFake } from '../../payments/testing/paystack-fake';
import {
  commandApiForTests,
  type CommandApiUnderTest,
  createApprovedCampaign,
  startCommandApiUnderTest,
} from '../../testing/command-api-under-test';
import { PLAIN_CHOICES } from '../../payments/testing/donor';

/** The money specs' world through the command API's own routes: open a campaign, give, end it, withdraw, dispute. */
type Calls = Pick<CommandApiUnderTest, 'call'>;
type StartOptions = NonNullable<Parameters<typeof startCommandApiUnderTest>[0]>;

export const DAY_MS = 86_400_000;
/** Far enough ahead that a campaign opened today (ending in ten days) has ended. */
export const PAST_THE_END_MS = 12 * DAY_MS;

/** The sandbox's card form accepts this card. */
export const SANDBOX_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  cardholderName: 'Grace Otieno',
};

export const WALLETS = {
  ghanaMomo: { country: 'Ghana', provider: 'momo', accountNumber: '0241234567' },
  kenyaMpesa: { country: 'Kenya', provider: 'mpesa', accountNumber: '0712345678' },
  senegalWave: { country: 'Senegal', provider: 'wave', accountNumber: '77 123 45 67' },
};
type Wallet = (typeof WALLETS)[keyof typeof WALLETS];

/** The creator puts a payout wallet on record (their password confirms it). */
export const addWallet = (api: Calls, token: string, wallet: Wallet) =>
  api.call('/v1/users/wallet', {
    method: 'POST',
    token,
    json: { ...wallet, password: 'Secret123' },
  });

/** An approved campaign with a $100 goal and, unless `wallet` is null, its creator's payout wallet on record. */
export const openCampaign = async (
  api: CommandApiUnderTest,
  overrides: Record<string, string> = {},
  wallet: Wallet | null = WALLETS.ghanaMomo,
) => {
  const created = await createApprovedCampaign(api, { goalAmount: '100', ...overrides });
  if (wallet) await addWallet(api, created.token, wallet);
  return created;
};

/** A gift through the sandbox's in-page card form, recorded; answers its payment's id. */
export const giveByCard = async (
  api: Calls,
  campaignId: string,
  amount: number,
  gift: Record<string, unknown> = {},
) => {
  const payment = await api.call('/v1/payments/card', {
    method: 'POST',
    json: { ...SANDBOX_CARD, amount, campaignId },
  });
  if (payment.body.status !== 'success') throw new Error(JSON.stringify(payment.body));
  const { paymentId } = payment.body.data as { paymentId: string };
  const donated = await api.call('/v1/donations', {
    method: 'POST',
    json: {
      campaignId,
      paymentId,
      amount,
      donorName: 'Grace Otieno',
      anonymous: false,
      message: '',
      email: 'grace@example.org',
      isRecurring: false,
      recurringInterval: null,
      paymentMethod: 'creditCard',
      dedication: null,
      ...gift,
    },
  });
  expect(donated.status).toBe(201);
  return paymentId;
};

/** What the donate page sends to start a hosted checkout (a $25 card gift unless told). */
export const checkoutGift = (campaignId: string, gift: Record<string, unknown> = {}) => ({
  campaignId,
  amount: 25,
  method: 'card',
  donorName: 'Zainab Bello',
  ...PLAIN_CHOICES,
  ...gift,
});

/** Starts a hosted checkout; answers its payment's id. */
export const startCheckout = async (
  api: Calls,
  campaignId: string,
  gift: Record<string, unknown> = {},
) => {
  const started = await api.call('/v1/payments/checkout', {
    method: 'POST',
    json: checkoutGift(campaignId, gift),
  });
  if (started.status !== 201) throw new Error(JSON.stringify(started.body));
  return started.body.data.paymentId as string;
};

/** A form posted to the sandbox's hosted page of a payment (`side` '/provider-side' for what the provider does). */
export const sandboxPage =
  (api: Pick<CommandApiUnderTest, 'origin'>, paymentId: string) =>
  (side: '' | '/provider-side', fields: Record<string, string>) =>
    fetch(`${api.origin}/sandbox/checkout/${paymentId}${side}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields),
    });

/** A $25 gift through the sandbox's hosted page, paid, then disputed there and the dispute won or lost. */
export const giveAndDispute = async (
  api: CommandApiUnderTest,
  campaignId: string,
  outcome: 'disputeWon' | 'disputeLost',
) => {
  const post = sandboxPage(api, await startCheckout(api, campaignId));
  await post('', { outcome: 'approve' });
  await post('/provider-side', { action: 'dispute' });
  expect((await post('/provider-side', { action: outcome })).status).toBe(303);
};

/** An admin closes the campaign, every gift to be refunded, and the refunds are asked of the providers. */
export const closeWithRefunds = async (api: CommandApiUnderTest, campaignId: string) => {
  const from = await endOfLog(api.deps);
  await api.call(`/v1/campaigns/${campaignId}/close`, {
    method: 'PATCH',
    token: api.adminToken,
    json: { reason: 'The creator withdrew', refund: true },
  });
  await reactToLog(api.deps, from, moneyOutProcessManagers);
};

/** A clock a test moves ahead of now (`moveTo` that far ahead, `moveBy` further), back to now with `reset`. */
export const movableClock = () => {
  let shiftMs = 0;
  return {
    now: () => new Date(Date.now() + shiftMs),
    moveTo: (ms: number) => {
      shiftMs = ms;
    },
    moveBy: (ms: number) => {
      shiftMs += ms;
    },
    reset: () => {
      shiftMs = 0;
    },
  };
};

/** The command API of the money specs around this call, on a clock they move and that is back at now before each. */
export const moneyApiForTests = () => {
  const clock = movableClock();
  const api = commandApiForTests({ clock: clock.now, outbox: { pollMs: 50 } });
  beforeEach(clock.reset);
  return { clock, api };
};

/** Moves the clock past the end of today's campaigns and runs the job that ends them. */
export const endCampaigns = async (
  api: CommandApiUnderTest,
  clock: ReturnType<typeof movableClock>,
) => {
  clock.moveTo(PAST_THE_END_MS);
  await campaignEndJob.run(api.deps);
};

export const withdraw = (api: Calls, token: string, campaignId: string) =>
  api.call('/v1/withdrawals', { method: 'POST', token, json: { campaignId } });

export const approveWithdrawal = (
  api: CommandApiUnderTest,
  campaignId: string,
  json?: Record<string, unknown>,
) =>
  api.call(`/v1/withdrawals/${campaignId}/approve`, {
    method: 'PATCH',
    token: api.adminToken,
    ...(json && { json }),
  });

/** An admin approves the withdrawal, the new wallet confirmed with its creator, and the payouts process sends it. */
export const approveAndPayOut = async (api: CommandApiUnderTest, campaignId: string) => {
  const from = await endOfLog(api.deps);
  const approved = await approveWithdrawal(api, campaignId, { confirmNewWallet: true });
  await reactToLog(api.deps, from, moneyOutProcessManagers);
  return approved;
};

/** The log's events of `type` about one campaign. */
export const ofCampaign = async (api: CommandApiUnderTest, type: string, campaignId: string) =>
  (await api.eventsOfType(type)).filter((event) => event.data.campaignId === campaignId);

/** The command API taking money through the Paystack fake, whose signed webhooks reach it. */
export const startPaystackWorld = async (options: StartOptions = {}) => {
  const fake = await startPaystackFake();
  const api = await startCommandApiUnderTest({
    ...options,
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_paystack',
      PAYSTACK_API_URL: fake.url,
      ...options.env,
    },
  });
  fake.sendWebhooksTo(`${api.base}/v1/payments/webhooks/paystack`);
  return {
    fake,
    api,
    stop: async () => {
      await api.stop();
      await fake.stop();
    },
  };
};

/** The Paystack world of the tests around it (a file or a `describe`): started before them, stopped after. */
export const paystackWorldForTests = (options: StartOptions = {}) => {
  const current = startedForTests(() => startPaystackWorld(options));
  return { api: later(() => current()?.api), fake: later(() => current()?.fake) };
};
