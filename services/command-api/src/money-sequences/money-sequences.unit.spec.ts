import fc from 'fast-check';
import { accounts, balanceOf } from '@harambee/ledger';
import { Close, Delete, TimePasses } from './campaign-commands';
import {
  DisputeOpens,
  DisputeResolved,
  OurRefundSettled,
  OurRefundsComeInAnyOrder,
  ProviderRefund,
} from './dispute-commands';
import { ProviderFaults } from './fault-commands';
import {
  ChargedOtherwise,
  ChargeWebhook,
  CreateCampaign,
  EndsWhileGiftIsRecorded,
  FundedCampaign,
  StartCheckout,
} from './gift-commands';
import { FLUTTERWAVE_MONEY, LOCAL_MONEY, STRIPE_MONEY } from './local-money';
import { belowFloors, FLUTTERWAVE_FLOORS, STRIPE_FLOORS } from './coverage';
import { moneyStats } from './money-commands';
import { booksHoldProperty, generatedCommands, runSequence } from './money-sequences';
import { livenessViolations, runToQuiet } from './quiet';
import { providerViolations } from './provider-checks';
import { payoutChecksJob } from '../payouts/payout-process';
import { RateMoves, RequestWithdrawal, Review, TransferDecided } from './payout-commands';
import { silentMoneyRuns } from './silent-runs';

silentMoneyRuns();

/** A campaign and one gift to it, paid. */
const paidGift = () => [
  new CreateCampaign(0, 500, 1),
  new StartCheckout(0, 1_000, 0, LOCAL_MONEY[0], false),
  new ChargeWebhook(0, true),
];
/** That gift's campaign, two days on: its creator asks for the money and an admin approves. */
const fundedAndApproved = () => [
  ...paidGift(),
  new TimePasses(48),
  new RequestWithdrawal(0),
  new Review(0, true),
];

/** 200 sequences through one provider from `seed` (the books checked after every step): the paths they reached. */
const pathsReached = async (provider: 'flutterwave' | 'stripe', seed: number) => {
  const before = { ...moneyStats.paths };
  await fc.assert(booksHoldProperty(generatedCommands, 20, provider), { seed, numRuns: 200 });
  return Object.fromEntries(
    Object.entries(moneyStats.paths).map(([path, count]) => [path, count - (before[path] ?? 0)]),
  );
};

describe('money under random sequences of gifts, webhooks, closes, withdrawals, disputes, provider refunds, provider faults and crashes', () => {
  it('when any sequence runs, then after every step the books balance and agree with Paystack’s own, no escrow goes negative, each gift ends once and each withdrawal is paid once; run to quiet, no money is stuck; and the rare paths are reached as often as their floors say', async () => {
    await fc.assert(booksHoldProperty(generatedCommands, 20), { seed: 26, numRuns: 300 });
    expect(belowFloors(moneyStats.paths)).toEqual([]);
  }, 600_000);

  it('when any sequence runs through Flutterwave, in CFA francs, shillings, Rwandan francs, cedis and dollars, then after every step the books agree with Flutterwave’s own, per currency in minor units, and run to quiet no money is stuck', async () => {
    const reached = await pathsReached('flutterwave', 44);
    expect(belowFloors(reached, FLUTTERWAVE_FLOORS)).toEqual([]);
  }, 600_000);

  it('when any sequence runs with card gifts through Stripe, in dollars, shillings, rand, naira, dalasi, CFA francs and Rwandan francs, then after every step the books agree with Stripe’s own balance transactions, per currency in minor units, each payment records the fee Stripe took, and run to quiet no money is stuck', async () => {
    const reached = await pathsReached('stripe', 42);
    expect(belowFloors(reached, STRIPE_FLOORS)).toEqual([]);
  }, 600_000);

  it('regression (outside oracle): when half of a Stripe card gift is refunded at close and the other half, disputed, after the dispute is won, then Stripe is asked for two refunds, not the first one again under the same idempotency key, and the books agree with Stripe’s', async () => {
    const real = await runSequence(
      [
        new OurRefundsComeInAnyOrder(STRIPE_MONEY[0]!, 'disputeWon', [
          { refund: 0, failed: false },
          { refund: 1, failed: false },
        ]),
      ],
      'stripe',
    );
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, status }) => [amount, status])).toEqual([
      [500, 'succeeded'],
      [500, 'succeeded'],
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (outside oracle): when a Stripe card gift in shillings is disputed and won and one in dollars is disputed and lost, then the dispute fee Stripe’s balance transactions say it took is booked when each opens and the one it gave back when won, the platform’s fees paying Stripe’s, and the books agree with Stripe’s fees', async () => {
    const shillings = STRIPE_MONEY.find(({ currency }) => currency === 'KES')!;
    const dollars = STRIPE_MONEY.find(({ currency }) => currency === 'USD')!;
    const real = await runSequence(
      [
        new CreateCampaign(0, 500, 1),
        new StartCheckout(0, 1_000, 0, shillings, false),
        new ChargeWebhook(0, true),
        new StartCheckout(0, 2_000, 0, dollars, false),
        new ChargeWebhook(1, true),
        new DisputeOpens(0),
        new DisputeOpens(1),
        new DisputeResolved(0, true),
        new DisputeResolved(0, false),
      ],
      'stripe',
    );
    const { events, postings } = real.world.books();
    const feesOf = (type: string) =>
      events.filter((event) => event.type === type).map(({ data }) => data);
    expect(feesOf('DisputeOpened')).toEqual([
      expect.objectContaining({ providerFee: { currency: 'KES', amountMinor: 1500 } }),
      expect.objectContaining({ providerFee: { currency: 'USD', amountMinor: 1500 } }),
    ]);
    expect(feesOf('DisputeClosed')).toEqual([
      expect.objectContaining({
        outcome: 'won',
        providerFeeReturned: { currency: 'KES', amountMinor: 1500 },
      }),
      expect.not.objectContaining({ providerFeeReturned: expect.anything() }),
    ]);
    const disputeFees = postings
      .filter(({ type }) => type === 'DisputeOpened' || type === 'DisputeClosed')
      .flatMap(({ entries }) => entries)
      .filter(({ account }) => account === 'provider:fees')
      .reduce((sum, { amount }) => sum + amount, 0);
    expect(disputeFees).toBe(1500);
  }, 600_000);

  it('regression (outside oracle): when Stripe says our refund of a card payment that came too late failed, then it is asked for again as a new refund (not the failed one replayed under its idempotency key), and once quiet the donor has it back once', async () => {
    const real = await runSequence(
      [
        new CreateCampaign(0, 500, 1),
        new StartCheckout(0, 1_000, 0, STRIPE_MONEY[0]!, false),
        new EndsWhileGiftIsRecorded(0),
        new OurRefundSettled(0, 0, true),
        new OurRefundSettled(0, 1, false),
      ],
      'stripe',
    );
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const made = real.world.provider.refundsOf('chk_1').map(({ status }) => status);
    expect(made).toEqual(['failed', 'succeeded']);
  }, 600_000);

  it('regression (outside oracle): when Stripe tells again that our first refund of a card gift failed, after its retry of the same amount was made, then the retry stays booked as made (the notice names the failed refund, never taken for the retry by its amount)', async () => {
    const real = await runSequence(
      [new OurRefundsComeInAnyOrder(STRIPE_MONEY[0]!, 'retried', [{ refund: 0, failed: false }])],
      'stripe',
    );
    const types = real.world.store.all().map((event) => event.type);
    expect(types.filter((type) => type === 'RefundReversed')).toHaveLength(1);
    expect(real.world.provider.refundsOf('chk_1').map(({ status }) => status)).toEqual([
      'failed',
      'pending',
    ]);
  }, 600_000);

  it('regression (soak, seed 777): when the answer to our refund of a Stripe card gift is lost, Stripe then fails that refund and our retry of the same amount is made, then Stripe’s notice of the failure, naming the refund we never learned, takes back nothing, and the retry stays booked as made', async () => {
    const dollars = STRIPE_MONEY.find(({ currency }) => currency === 'USD')!;
    const real = await runSequence(
      [
        new ProviderFaults([{ fault: 'down', on: '/refund' }]),
        new ProviderFaults([
          { fault: 'down', on: '/refund' },
          { fault: 'lostAnswer', on: '/refund' },
        ]),
        new OurRefundsComeInAnyOrder(dollars, 'retried', [{ refund: 0, failed: false }]),
      ],
      'stripe',
    );
    const types = real.world.store.all().map((event) => event.type);
    expect(types.filter((type) => type === 'RefundReversed')).toEqual([]);
    expect(real.world.provider.refundsOf('chk_1').map(({ status }) => status)).toEqual([
      'failed',
      'pending',
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (soak): when Paystack says our first refund failed again while Paystack cannot be reached, then its webhook is answered 5xx and nothing is booked, and once it comes again the failure is booked and the refund made again', async () => {
    const real = await runSequence([
      new OurRefundsComeInAnyOrder(LOCAL_MONEY[0], 'retried', [{ refund: 0, failed: false }]),
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new OurRefundSettled(0, 1, true),
    ]);
    expect(real.unanswered).toHaveLength(1);
    expect(real.walked['webhook answered 5xx']).toBe(1);
    await runToQuiet(real);
    expect(real.unanswered).toEqual([]);
    expect(livenessViolations(real)).toEqual([]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types.filter((type) => type === 'RefundReversed')).toHaveLength(2);
  }, 600_000);

  it('regression (soak): when Paystack says our refund of a gift failed while it cannot be reached (answered 5xx) and three quarters of the gift are then refunded from its dashboard, then Paystack’s list of failed refunds books our failure first and the dashboard’s refund after it, and once quiet the donor has all of the gift back', async () => {
    const real = await runSequence([
      ...paidGift(),
      new Close(0, true),
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new OurRefundSettled(0, 0, true),
      new ProviderRefund(0, 3),
    ]);
    const events = real.world.store.all();
    expect(events.slice(-3).map(({ type }) => type)).toEqual([
      'ProviderAlertRaised',
      'RefundReversed',
      'ProviderRefundRecorded',
    ]);
    expect(events.at(-3)?.data).toMatchObject({ reason: 'refundFailed' });
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, status, refunded_by }) => [amount, status, refunded_by])).toEqual(
      [
        [1_000, 'failed', 'api'],
        [750, 'processed', 'dashboard'],
        [250, 'pending', 'api'],
      ],
    );
  }, 600_000);

  it('regression (soak): when the undisputed half of a dollar gift whose donor covered the fees is refunded as its campaign is deleted, then the donor is booked the rest of the cover Paystack gave back, not a cent less', async () => {
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new StartCheckout(0, 6_079, 0, LOCAL_MONEY[0], true),
      new ChargeWebhook(0, true),
      new DisputeOpens(0, true),
      new Delete(0),
    ]);
    expect(real.world.provider.refundsOf('chk_1').map(({ amount }) => amount)).toEqual([3_310]);
  }, 600_000);

  it('regression (soak): when half of a gift is refunded from Paystack’s dashboard while our refund of the rest waits for its retry, then the retry asks Paystack for its own refund, not taking the dashboard’s of the same amount for one of ours', async () => {
    const real = await runSequence([
      ...paidGift(),
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new Close(0, true),
      new ProviderRefund(0, 2),
      new TimePasses(24),
    ]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, refunded_by }) => [amount, refunded_by])).toEqual([
      [500, 'dashboard'],
      [500, 'api'],
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (soak): when the rate moves between a failed transfer and its retry’s approval and the failed one then goes through after all, then it is booked as it was sent, at the rate of its own approval', async () => {
    const real = await runSequence([
      new FundedCampaign(0, 500, LOCAL_MONEY[1], false, true, 'failed'),
      new RateMoves('KES', 1),
      new Review(0, true),
      new TransferDecided(0, 'succeededAfterAll', true),
    ]);
    const initiated = real.world.store.all().find((event) => event.type === 'PayoutInitiated');
    const paid = real.world.store.all().find((event) => event.type === 'PayoutPaid');
    expect(paid?.data).toMatchObject({ reference: 'c1', transfer: initiated?.data.transfer });
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (soak): when Paystack pays after all a transfer it said failed while the retry waits, and then the retry, both callbacks lost, then the books break no invariant for what nobody told them, and once quiet the second is booked as sent twice', async () => {
    const real = await runSequence([
      new FundedCampaign(0, 500, LOCAL_MONEY[0], false, true, 'failed'),
      new Review(0, true),
    ]);
    real.world.provider.settle('c1', 'succeededAfterAll');
    real.world.provider.settle('c1_retry2', 'success');
    const broken = real.world.books().results.filter(({ violations }) => violations.length > 0);
    expect(broken).toEqual([]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    expect(real.world.store.all().map((event) => event.type)).toContain('PayoutDuplicated');
  }, 600_000);

  it.each([
    ['Paystack', 'paystack', LOCAL_MONEY[0]],
    ['Flutterwave', 'flutterwave', FLUTTERWAVE_MONEY[0]],
  ] as const)(
    'regression (soak): when %s pays after all a transfer it said failed, its callback told, while the retry waits, and then pays the retry, its callback lost, then the books break no invariant for what nobody told them, and the payout checks find the retry paid and book it as sent twice, the books agreeing with the provider’s',
    async (_name, provider, local) => {
      const real = await runSequence(
        [
          new FundedCampaign(0, 500, local, false, true, 'failed'),
          new Review(0, true),
          new TransferDecided(0, 'succeededAfterAll', true),
          new TransferDecided(1, 'success', false),
        ],
        provider,
      );
      real.world.advance(3_600_000);
      await payoutChecksJob.run(real.world.deps);
      const duplicated = real.world.store.all().find((event) => event.type === 'PayoutDuplicated');
      expect(duplicated?.data).toMatchObject({ reference: 'c1_retry2', paidReference: 'c1' });
      const { events, postings, results } = real.world.books();
      expect(results.filter(({ violations }) => violations.length > 0)).toEqual([]);
      expect(providerViolations(events, postings, real.world.providerBooks())).toEqual([]);
      const { sent, toldSent } = real.world.provider.books();
      expect(toldSent).toEqual(sent);
    },
    600_000,
  );

  it.each([
    ['Paystack', 'paystack', LOCAL_MONEY[0]],
    ['Flutterwave', 'flutterwave', FLUTTERWAVE_MONEY[5]],
  ] as const)(
    'regression (outside oracle, fees): when a payment through %s moves money in another currency than its checkout, then the fee the provider took on that charge is recorded with the mismatch, as its own books list it',
    async (_name, provider, money) => {
      const real = await runSequence(
        [
          new CreateCampaign(0, 500, 1),
          new StartCheckout(0, 10_000, 0, money, false),
          new ChargedOtherwise(0, 0, true),
        ],
        provider,
      );
      const mismatch = real.world.store
        .all()
        .find((event) => event.type === 'PaymentMismatchDetected');
      const { currency, amountCents } = mismatch!.data.received as {
        currency: string;
        amountCents: number;
      };
      const fee = real.world.provider.books().fees!;
      expect(Object.keys(fee)).toEqual([currency.toUpperCase()]);
      expect(mismatch!.data).toMatchObject({
        moved: true,
        providerFee: { currency: currency.toUpperCase(), amountMinor: fee[currency.toUpperCase()] },
      });
      expect(fee[currency.toUpperCase()]).toBeGreaterThan(0);
      expect(fee[currency.toUpperCase()]).toBeLessThan(amountCents);
    },
    600_000,
  );

  it('regression (soak): when a card gift in dollars is paid in naira instead, left to the admins, and then disputed and lost, then once quiet the naira the dispute took back wait for nobody, and nothing is said to wait unallocated', async () => {
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new StartCheckout(0, 100, 0, LOCAL_MONEY[0], false),
      new ChargedOtherwise(0, 0, true),
      new DisputeOpens(0),
      new DisputeResolved(0, false),
    ]);
    const { postings } = real.world.books();
    expect(balanceOf(postings, accounts.unallocatedPayments)).toBe(0);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (soak): when a quarter of the gift is refunded from the dashboard after the transfer failed, the revised retry is paid and then reversed, and the first transfer turns out paid after all, both callbacks lost, then once quiet the first is the payout, what the escrow lacks since its failure owed by the creator, and the escrow is empty', async () => {
    const real = await runSequence([
      new FundedCampaign(0, 500, LOCAL_MONEY[0], false, true, 'failed'),
      new ProviderRefund(0, 1),
      new Review(0, true),
      new TransferDecided(1, 'success', true),
      new TransferDecided(1, 'reversed', false),
      new TransferDecided(0, 'succeededAfterAll', false),
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const paid = real.world.store.all().filter((event) => event.type === 'PayoutPaid');
    expect(paid.map(({ data }) => data.reference)).toEqual(['c1_retry2', 'c1']);
  }, 600_000);

  it('regression (liveness, was refundOwedAfterDisputeWon): when our refund of the undisputed half of a gift failed and waits for its retry and the dispute is then won, then the held half is asked for with it, and once quiet the escrow is empty and Paystack gave the donor all of it back', async () => {
    const real = await runSequence([
      ...paidGift(),
      new DisputeOpens(0, true),
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new Close(0, true),
      new DisputeResolved(0, true),
    ]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount }) => amount)).toEqual([1_000]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (soak): when a quarter of a dollar gift whose donor covered the fees is refunded from the dashboard after its payout left and the rest is then disputed and lost, then the donor is booked all Paystack gave back, its cover to the cent', async () => {
    const real = await runSequence([
      new FundedCampaign(0, 8_338, LOCAL_MONEY[0], true, true, 'waits'),
      new ProviderRefund(0, 1),
      new DisputeOpens(0),
      new DisputeResolved(0, false),
    ]);
    const closed = real.world.store.all().find((event) => event.type === 'DisputeClosed');
    expect(closed?.data).toMatchObject({ outcome: 'lost', charged: { amountMinor: 6_810 } });
  }, 600_000);

  it('regression (outside oracle, was providerRefundWhileReversedRefundWaits): when our refund and its retry both failed at Paystack after they were made and half the gift is then refunded from the dashboard, then the next retry asks for the rest itself, and the books give the donor back what Paystack did', async () => {
    const real = await runSequence([
      ...paidGift(),
      new Close(0, true),
      new OurRefundSettled(0, 0, true),
      new TimePasses(48),
      new OurRefundSettled(0, 1, true),
      new ProviderRefund(0, 2),
      new TimePasses(48),
    ]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, status, refunded_by }) => [amount, status, refunded_by])).toEqual(
      [
        [1_000, 'failed', 'api'],
        [1_000, 'failed', 'api'],
        [500, 'processed', 'dashboard'],
        [500, 'pending', 'api'],
      ],
    );
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (soak): when two quarters of a card gift in CFA francs (no minor unit) are refunded from Stripe’s dashboard while our refund of a half waits for its retry, then the franc left of the charge keeps its cent of the credit, and once quiet our retry gives it back', async () => {
    const francs = STRIPE_MONEY.find(({ currency }) => currency === 'XAF')!;
    const real = await runSequence(
      [
        new OurRefundsComeInAnyOrder(francs, 'disputeWon', [{ refund: 0, failed: true }]),
        new ProviderRefund(0, 1),
        new ProviderRefund(0, 1),
      ],
      'stripe',
    );
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, status }) => [amount, status])).toEqual([
      [3_017, 'failed'],
      [3_016, 'pending'],
      [1_508, 'succeeded'],
      [1_508, 'succeeded'],
      [1, 'pending'],
    ]);
  }, 600_000);

  it.each([
    ['Paystack', 'is asked and', 'paystack', LOCAL_MONEY[0]],
    ['Stripe', 'names it, and', 'stripe', STRIPE_MONEY[0]!],
  ] as const)(
    'regression (outside oracle): when half of a gift is refunded from %s’s dashboard, the same amount as our refund made of its other half while our first refund waits for its retry, then the provider %s the dashboard’s refund is booked, not taken for ours',
    async (_name, _how, provider, local) => {
      const real = await runSequence(
        [
          new OurRefundsComeInAnyOrder(local, 'disputeWon', [{ refund: 0, failed: true }]),
          new ProviderRefund(0, 2),
        ],
        provider,
      );
      const types = real.world.store.all().map((event) => event.type);
      expect(types).toContain('ProviderRefundRecorded');
      await runToQuiet(real);
      expect(livenessViolations(real)).toEqual([]);
    },
    600_000,
  );

  it('when a dispute opens while the payout is on its way, the transfer then fails and the dispute is lost, then the books hold after every step: the escrow, still holding the money, covers the loss', async () => {
    const real = await runSequence([
      ...fundedAndApproved(),
      new DisputeOpens(0),
      new TransferDecided(0, 'failed', true),
      new DisputeResolved(0, false),
    ]);
    const events = real.world.store.all();
    expect(events.find((event) => event.type === 'DisputeOpened')?.data).toMatchObject({
      afterPayout: true,
    });
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['PayoutFailed', 'DisputeClosed']),
    );
  }, 600_000);

  it('regression (outside oracle): when a transfer Paystack said failed goes through after all once its retry was paid, then the duplicate is booked as sent in the wallet’s cedis, not in dollars, and counts as no second payout', async () => {
    const real = await runSequence([
      new FundedCampaign(0, 500, LOCAL_MONEY[0], false, true, 'duplicated'),
    ]);
    const duplicated = real.world.store.all().find((event) => event.type === 'PayoutDuplicated');
    expect(duplicated?.data).toMatchObject({ reference: 'c1', paidReference: 'c1_retry2' });
    expect(real.world.provider.statusOf('c1')).toBe('success');
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (soak): when a transfer Paystack said failed goes through after all while its retry’s outcome is unknown (Paystack could not be reached) and is then reversed, its callback lost, then the checks find the retry never reached Paystack, an admin pays again, and once quiet the escrow is empty', async () => {
    const real = await runSequence([
      new ProviderFaults([
        { fault: 'lostAnswer', on: '/transfer' },
        { fault: 'down', on: '/transfer' },
      ]),
      new FundedCampaign(0, 500, LOCAL_MONEY[0], false, true, 'duplicated'),
      new TransferDecided(0, 'reversed', false),
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const failed = real.world.store.all().filter((event) => event.type === 'PayoutFailed');
    expect(failed.map(({ data }) => data.reference)).toEqual(['c1', 'c1_retry2']);
  }, 600_000);

  it.each([
    ['the duplicate', 0, 'PayoutDuplicateUndone'],
    ['the payout’s own transfer', 1, 'PayoutPaid'],
  ])(
    'regression (outside oracle): when Paystack reverses %s after a transfer it said failed went through after all beside the paid retry, then the books take back what Paystack took back, the transfer still at the creator is the payout, and once quiet the escrow is empty',
    async (_which, transfer, booked) => {
      const real = await runSequence([
        new FundedCampaign(0, 500, LOCAL_MONEY[0], false, true, 'duplicated'),
        new TransferDecided(transfer, 'reversed', true),
      ]);
      const types = real.world.store.all().map((event) => event.type);
      expect(types).toContain('PayoutDuplicated');
      expect(types.at(-1)).toBe(booked);
      await runToQuiet(real);
      expect(livenessViolations(real)).toEqual([]);
      const sent = real.world.provider.transfers().filter(({ succeeded }) => succeeded);
      expect(sent).toHaveLength(1);
    },
    600_000,
  );

  it('regression (outside oracle): when a quarter of a dollar gift whose donor covered the fees is refunded from the dashboard, then the donor is booked exactly what Paystack gave back, not a cent more', async () => {
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new StartCheckout(0, 11_070, 0, LOCAL_MONEY[0], true),
      new ChargeWebhook(0, true),
      new ProviderRefund(0, 1),
    ]);
    expect(real.world.provider.refundsOf('chk_1').map(({ amount }) => amount)).toEqual([3_014]);
  }, 600_000);

  it.each([
    ['refunds it whole from its dashboard', [new ProviderRefund(0, 4)]],
    ['loses a dispute of all of it', [new DisputeOpens(0), new DisputeResolved(0, false)]],
  ])(
    'regression (outside oracle): when our refund of a gift failed and waits for its retry and Paystack then %s, then that reversal is booked, our retry asks for nothing more, and once quiet the books agree with Paystack’s',
    async (_what, reversal) => {
      const real = await runSequence([
        new CreateCampaign(0, 500, 1),
        new StartCheckout(0, 100, 0, LOCAL_MONEY[0], false),
        new ChargeWebhook(0, true),
        new ProviderFaults([{ fault: 'down', on: '/refund' }]),
        new TimePasses(48),
        ...reversal,
        new TimePasses(1),
      ]);
      await runToQuiet(real);
      expect(livenessViolations(real)).toEqual([]);
      const types = real.world.store.all().map((event) => event.type);
      expect(types).toEqual(expect.arrayContaining(['RefundFailed']));
      expect(types).not.toContain('ProviderAlertRaised');
      expect(types).not.toContain('DonationRefunded');
      expect(
        real.world.provider.refundsOf('chk_1').filter(({ refunded_by }) => refunded_by === 'api'),
      ).toEqual([]);
    },
    600_000,
  );

  it('regression (outside oracle): when a funded campaign’s gift in shillings is taken back whole by a dispute lost, then the withdrawal of its dollar gift is approved and paid, that gift’s fee counted nowhere', async () => {
    const real = await runSequence([
      ...paidGift(),
      new StartCheckout(0, 1_000, 0, LOCAL_MONEY[1], false),
      new ChargeWebhook(1, true),
      new DisputeOpens(1),
      new DisputeResolved(0, false),
      new TimePasses(48),
      new RequestWithdrawal(0),
      new Review(0, true),
    ]);
    expect(real.world.store.all().map((event) => event.type)).toContain('WithdrawalApproved');
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (liveness): when a quarter of a gift is refunded from the dashboard while its payout is on its way and Paystack then reverses the paid transfer, then the escrow makes good the loss written off, the revised withdrawal pays the rest, and once quiet nothing is left in the escrow', async () => {
    const real = await runSequence([
      ...fundedAndApproved(),
      new ProviderRefund(0, 1),
      new TransferDecided(0, 'success', true),
      new TransferDecided(0, 'reversed', true),
      new Review(0, true),
    ]);
    expect(real.world.store.all().map((event) => event.type)).toEqual(
      expect.arrayContaining(['PayoutReversed', 'WithdrawalRevised']),
    );
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it.each([
    [
      'a quarter of it is refunded from the dashboard while the payout is on its way',
      [new ProviderRefund(0, 1), new TransferDecided(0, 'failed', true)],
      [],
    ],
    [
      'a quarter of it is refunded from the dashboard after the transfer failed',
      [new TransferDecided(0, 'failed', true), new ProviderRefund(0, 1)],
      [],
    ],
    [
      'half of it is disputed after the transfer failed, and the dispute is then won',
      [new TransferDecided(0, 'failed', true), new DisputeOpens(0, true)],
      [new DisputeResolved(0, true)],
    ],
    [
      'half of it is disputed while the payout is on its way, and the dispute is then won',
      [new DisputeOpens(0, true), new TransferDecided(0, 'failed', true)],
      [new DisputeResolved(0, true)],
    ],
    [
      'half of it is disputed while the payout is on its way, and the dispute is lost before',
      [
        new DisputeOpens(0, true),
        new TransferDecided(0, 'failed', true),
        new DisputeResolved(0, false),
      ],
      [],
    ],
  ])(
    'regression (outside oracle): when %s, and the transfer Paystack said failed then goes through after all, then what the escrow made good is undone, what it lacks is owed by the creator and written off, and once quiet nothing is left in the escrow',
    async (_what, before, after) => {
      const real = await runSequence([
        new CreateCampaign(0, 500, 1),
        new StartCheckout(0, 500, 0, LOCAL_MONEY[0], false),
        new ChargeWebhook(0, true),
        new TimePasses(48),
        new RequestWithdrawal(0),
        new Review(0, true),
        ...before,
        new TransferDecided(0, 'succeededAfterAll', true),
        ...after,
      ]);
      expect(real.world.store.all().map((event) => event.type)).toEqual(
        expect.arrayContaining(['PayoutFailed', 'PayoutPaid']),
      );
      await runToQuiet(real);
      expect(livenessViolations(real)).toEqual([]);
    },
    600_000,
  );

  it('regression (liveness): when the answer to our refund of a payment that came too late is lost, then the retry finds the refund Paystack made, and once quiet nothing waits unallocated', async () => {
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new ProviderFaults([{ fault: 'lostAnswer', on: '/refund' }]),
      new StartCheckout(0, 100, 0, LOCAL_MONEY[0], false),
      new EndsWhileGiftIsRecorded(0),
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    expect(real.world.provider.refundsOf('chk_1')).toHaveLength(1);
  }, 600_000);

  it('regression (soak, seed 4242): when the answer to our refund of a Stripe card payment that came too late is lost while the refunds before it could not reach Stripe, then the retry (a new try, under a new idempotency key) finds the refund Stripe made among the payment intent’s own, and once quiet nothing waits unallocated and Stripe refunded it once', async () => {
    const dollars = STRIPE_MONEY.find(({ currency }) => currency === 'USD')!;
    const real = await runSequence(
      [
        new ProviderFaults([
          { fault: 'down', on: '/refund' },
          { fault: 'down', on: '/refund' },
        ]),
        new ProviderFaults([
          { fault: 'lostAnswer', on: '/refund' },
          { fault: 'down', on: '/transfer' },
        ]),
        new FundedCampaign(0, 500, dollars, false, true),
        new EndsWhileGiftIsRecorded(0),
        new FundedCampaign(0, 500, dollars, false, false),
        new RequestWithdrawal(0),
      ],
      'stripe',
    );
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    expect(real.world.provider.refundsOf('chk_2')).toHaveLength(1);
  }, 600_000);

  /** The soak's seed 4242, shrunk: a late card payment's refund fails at Paystack, unheard (answered 5xx), then a dispute. */
  const lateRefundFailedUnheardThenDisputed = () => [
    new FundedCampaign(0, 500, LOCAL_MONEY[0], false, true),
    new EndsWhileGiftIsRecorded(0),
    new FundedCampaign(0, 500, LOCAL_MONEY[0], false, true),
    new ProviderFaults([{ fault: 'down', on: '/refund' }]),
    new OurRefundSettled(0, 0, true),
    new DisputeOpens(1),
  ];

  it('regression (soak, seed 4242, Paystack): when a card payment that came too late is disputed after Paystack failed our refund of it, the failure’s webhook answered 5xx (Paystack could not be reached to list it), then the refund Paystack lists as failed is booked back and the dispute booked on the payment in one decision, no alert, and once quiet nothing waits unallocated', async () => {
    const real = await runSequence(lateRefundFailedUnheardThenDisputed());
    const types = real.world.store.all().map((event) => event.type);
    expect(types.slice(-2)).toEqual(['PaymentRefundReversed', 'PaymentDisputeOpened']);
    expect(types).not.toContain('ProviderAlertRaised');
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it.each([
    ['won', true],
    ['lost', false],
  ])(
    'regression (soak, seed 4242, Paystack): when that dispute is then %s, then once quiet the donor has the whole payment back once, by our refund asked for again when won, by the dispute when lost',
    async (_outcome, won) => {
      const real = await runSequence([
        ...lateRefundFailedUnheardThenDisputed(),
        new DisputeResolved(0, won),
      ]);
      await runToQuiet(real);
      expect(livenessViolations(real)).toEqual([]);
      const refunds = real.world.provider
        .refundsOf('chk_2')
        .map(({ amount, status }) => [amount, status]);
      expect(refunds).toEqual(
        won
          ? [
              [500, 'failed'],
              [500, 'pending'],
            ]
          : [[500, 'failed']],
      );
    },
    600_000,
  );

  it('regression (soak, seed 1874457586): when our refund of a Stripe card gift fails and its retry is made, Stripe’s webhooks come reordered, and the answer to the next refund is lost after one that could not reach Stripe, then the retry finds the refund Stripe made among the payment intent’s own, and once quiet the escrow is empty and the books know every refund Stripe made', async () => {
    const dollars = STRIPE_MONEY.find(({ currency }) => currency === 'USD')!;
    const real = await runSequence(
      [
        new OurRefundsComeInAnyOrder(dollars, 'retried', [
          { refund: 1, failed: true },
          { refund: 0, failed: false },
        ]),
        new ProviderFaults([
          { fault: 'down', on: '/refund' },
          { fault: 'lostAnswer', on: '/refund' },
        ]),
        new ProviderFaults([{ fault: 'down', on: '/refund' }]),
        new FundedCampaign(0, 500, dollars, false, true),
        new ProviderFaults([{ fault: 'down', on: '/transfer' }]),
      ],
      'stripe',
    );
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
  }, 600_000);

  it('regression (liveness): when the answer to our refund of a gift in CFA francs is lost at Flutterwave, then the retry finds the refund Flutterwave made instead of asking again, and once quiet the escrow is empty and Flutterwave refunded it once', async () => {
    const real = await runSequence(
      [
        new CreateCampaign(0, 500, 1),
        new StartCheckout(0, 1_000, 0, FLUTTERWAVE_MONEY[0], false),
        new ChargeWebhook(0, true),
        new ProviderFaults([{ fault: 'lostAnswer', on: '/refund' }]),
        new Close(0, true),
        new TimePasses(48),
      ],
      'flutterwave',
    );
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    expect(real.world.provider.refundsOf('chk_1')).toHaveLength(1);
  }, 600_000);

  it('regression (outside oracle): when Paystack tells again that our first refund of a gift failed, after its retry was made, then Paystack is asked which refund failed and the retry stays booked as made', async () => {
    const real = await runSequence([
      ...paidGift(),
      new Close(0, true),
      new OurRefundSettled(0, 0, true),
      new TimePasses(48),
      new OurRefundSettled(0, 0, true),
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types.filter((type) => type === 'RefundReversed')).toHaveLength(1);
    const made = real.world.provider.refundsOf('chk_1').map(({ status }) => status);
    expect(made).toEqual(['failed', 'pending']);
  }, 600_000);

  it('regression (liveness): when both our refunds of a gift (half at close, half after a dispute won) fail at Paystack, then both are asked for again, and once quiet the escrow is empty', async () => {
    const real = await runSequence([
      new OurRefundsComeInAnyOrder(LOCAL_MONEY[0], 'disputeWon', [
        { refund: 1, failed: true },
        { refund: 0, failed: true },
      ]),
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types.filter((type) => type === 'RefundReversed')).toHaveLength(2);
  }, 600_000);

  it('regression (outside oracle): when Paystack says our refund of a payment that came too late failed, then the refund is booked back unallocated and asked for again, and once quiet the donor has it back once', async () => {
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new StartCheckout(0, 100, 0, LOCAL_MONEY[0], false),
      new EndsWhileGiftIsRecorded(0),
      new OurRefundSettled(0, 0, true),
      new OurRefundSettled(0, 1, false),
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types.filter((type) => type === 'PaymentRefunded')).toHaveLength(2);
    expect(types).toContain('PaymentRefundReversed');
    const made = real.world.provider.refundsOf('chk_1').map(({ status }) => status);
    expect(made).toEqual(['failed', 'processed']);
  }, 600_000);

  it.each([
    ['Stripe', 'stripe', STRIPE_MONEY[0]!],
    ['Paystack', 'paystack', LOCAL_MONEY[0]],
  ] as const)(
    'regression (soak): when %s tells again that our first refund of a payment that came too late failed, after its retry was made, then only the refund it names or lists as failed is taken back and the retry stays booked as made',
    async (_name, provider, local) => {
      const real = await runSequence(
        [
          new CreateCampaign(0, 500, 1),
          new StartCheckout(0, 500, 0, local, false),
          new EndsWhileGiftIsRecorded(0),
          new OurRefundSettled(0, 0, true),
          new OurRefundSettled(0, 0, true),
        ],
        provider,
      );
      const types = real.world.store.all().map((event) => event.type);
      expect(types.filter((type) => type === 'PaymentRefundReversed')).toHaveLength(1);
      expect(types.filter((type) => type === 'PaymentRefunded')).toHaveLength(2);
      await runToQuiet(real);
      expect(livenessViolations(real)).toEqual([]);
    },
    600_000,
  );

  it('regression (soak): when half of a payment that came too late is disputed and lost while our refund waits, and Paystack then says the refund of the rest failed, then that failure is known as ours by what was refunded, booked back unallocated and asked for again, and once quiet the donor has the rest back', async () => {
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new StartCheckout(0, 1_000, 0, LOCAL_MONEY[0], false),
      new EndsWhileGiftIsRecorded(0),
      new DisputeOpens(0, true),
      new DisputeResolved(0, false),
      new OurRefundSettled(0, 0, true),
    ]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types).toContain('PaymentRefundReversed');
    expect(types).not.toContain('ProviderAlertRaised');
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, status }) => [amount, status])).toEqual([
      [500, 'failed'],
      [500, 'pending'],
    ]);
  }, 600_000);

  it('regression (soak): when Paystack says our refund of a payment that came too late failed while it cannot be reached (answered 5xx) and a quarter of it is then refunded from its dashboard, then Paystack’s list of failed refunds books our failure back first and the dashboard’s refund after it, and once quiet the donor has it all back', async () => {
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new StartCheckout(0, 100, 0, LOCAL_MONEY[0], false),
      new EndsWhileGiftIsRecorded(0),
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new OurRefundSettled(0, 0, true),
      new ProviderRefund(0, 1),
      new OurRefundSettled(0, 0, false),
    ]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['PaymentRefundReversed', 'PaymentRefundedByProvider']),
    );
    expect(types).not.toContain('ProviderAlertRaised');
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, status }) => [amount, status])).toEqual([
      [100, 'failed'],
      [25, 'processed'],
      [75, 'pending'],
    ]);
  }, 600_000);

  it('regression (soak): when a payment a cent short of its checkout is refunded whole from Paystack’s dashboard while our refund of it waits (Paystack could not be reached), then the dashboard’s refund is booked from the unallocated money, not taken for ours never made, and once quiet nothing waits unallocated', async () => {
    const real = await runSequence([
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new CreateCampaign(0, 500, 1),
      new StartCheckout(0, 100, 0, LOCAL_MONEY[0], false),
      new ChargedOtherwise(0, -1, false),
      new ProviderRefund(0, 4),
    ]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types).toContain('PaymentRefundedByProvider');
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    expect(real.world.provider.refundsOf('chk_1').map(({ amount }) => amount)).toEqual([99]);
  }, 600_000);

  it('regression (outside oracle): when a quarter of a payment that came too late is refunded from Paystack’s dashboard while our refund waits, then it is booked from the unallocated money and ours gives back only the rest', async () => {
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new StartCheckout(0, 100, 0, LOCAL_MONEY[0], false),
      new EndsWhileGiftIsRecorded(0),
      new ProviderRefund(0, 1),
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['PaymentRefundedByProvider', 'PaymentRefunded']));
    expect(types).not.toContain('ProviderAlertRaised');
    const refunds = real.world.provider.refundsOf('chk_1');
    const charge = real.checkouts[0]!.charged.amountMinor;
    expect(refunds.reduce((sum, { amount }) => sum + amount, 0)).toBe(charge);
  }, 600_000);

  it.each([
    ['half', 'lost', true],
    ['all', 'lost', false],
    ['half', 'won', true],
    ['all', 'won', false],
  ])(
    'regression (outside oracle): when %s of a payment that came too late is disputed while our refund waits and the dispute is %s, then the dispute is booked on the payment, our refund waits for its end and gives back what Paystack did not, and once quiet nothing waits unallocated',
    async (_what, outcome, partial) => {
      const won = outcome === 'won';
      const real = await runSequence([
        new CreateCampaign(0, 500, 1),
        new ProviderFaults([{ fault: 'down', on: '/refund' }]),
        new StartCheckout(0, 100, 0, LOCAL_MONEY[0], false),
        new EndsWhileGiftIsRecorded(0),
        new DisputeOpens(0, partial),
        new TimePasses(1),
        new DisputeResolved(0, won),
      ]);
      await runToQuiet(real);
      expect(livenessViolations(real)).toEqual([]);
      const types = real.world.store.all().map((event) => event.type);
      expect(types).toEqual(
        expect.arrayContaining(['PaymentDisputeOpened', 'PaymentDisputeClosed']),
      );
      expect(types).not.toContain('ProviderAlertRaised');
      expect(types).not.toContain('PaymentRefundFailed');
      const charge = real.checkouts[0]!.charged.amountMinor;
      const given = real.world.provider
        .refundsOf('chk_1')
        .reduce((sum, { amount }) => sum + amount, 0);
      expect(given).toBe(won ? charge : partial ? charge - Math.floor(charge / 2) : 0);
    },
    600_000,
  );

  it('regression (soak, seed 1605866849): when a card payment in rand is paid in dollars instead and Paystack fails our refund of it, then a redelivered notice of that failure, after the retry was made, asks Paystack which refund failed (answered 5xx while it cannot be reached), takes back nothing, and the retry stays booked as made', async () => {
    const rand = LOCAL_MONEY.find(({ currency }) => currency === 'ZAR')!;
    const real = await runSequence([
      new CreateCampaign(0, 500, 1),
      new StartCheckout(0, 100, 0, rand, false),
      new ChargedOtherwise(0, 0, true),
      new OurRefundSettled(0, 0, false),
      new OurRefundSettled(0, 0, true),
      new ProviderFaults([{ fault: 'down', on: '/refund' }]),
      new OurRefundSettled(0, 0, false),
    ]);
    const types = real.world.store.all().map((event) => event.type);
    expect(types.filter((type) => type === 'PaymentRefundReversed')).toHaveLength(1);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, status }) => [amount, status])).toEqual([
      [1805, 'failed'],
      [1805, 'pending'],
    ]);
  }, 600_000);

  it('regression (soak, seed 3817262001): when our refund of a gift fails twice, half of it is disputed, the other half refunded, and the dispute is then lost before that refund fails too, then the gift, all given back once the dispute took its half, stands where it stood before when the failure brings that half back, and the refund made again ends it once', async () => {
    const real = await runSequence([
      new OurRefundsComeInAnyOrder(LOCAL_MONEY[0], 'retried', [{ refund: 1, failed: true }]),
      new DisputeOpens(0, true),
      new FundedCampaign(0, 500, LOCAL_MONEY[0], false, true),
      new DisputeResolved(0, false),
      new OurRefundSettled(0, 2, true),
    ]);
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const ourRefunds = real.world.store
      .all()
      .filter(({ type }) => type === 'DonationRefunded' || type === 'RefundReversed')
      .map((event) => [event.type, (event.data as { amountCents: number }).amountCents]);
    expect(ourRefunds.slice(-2)).toEqual([
      ['RefundReversed', 500],
      ['DonationRefunded', 500],
    ]);
  }, 600_000);

  it('regression (soak, seed 3817262001, Stripe): when half of a card gift is disputed and won after its campaign closed, the answer to our refund of it is lost and Stripe’s notice of that refund, naming one we never learned, is booked as Stripe’s own, then our retry, for what is left, takes no refund the books already hold for its own, and Stripe’s books and ours agree', async () => {
    const dollars = STRIPE_MONEY.find(({ currency }) => currency === 'USD')!;
    const real = await runSequence(
      [
        new ProviderFaults([
          { fault: 'down', on: '/refund' },
          { fault: 'down', on: '/transfer' },
        ]),
        new ProviderFaults([
          { fault: 'lostAnswer', on: '/refund' },
          { fault: 'down', on: '/refund' },
          { fault: 'down', on: '/transfer' },
        ]),
        new OurRefundsComeInAnyOrder(dollars, 'disputeWon', [{ refund: 0, failed: false }]),
        new OurRefundsComeInAnyOrder(dollars, 'retried', [{ refund: 0, failed: false }]),
      ],
      'stripe',
    );
    await runToQuiet(real);
    expect(livenessViolations(real)).toEqual([]);
    const refunds = real.world.provider.refundsOf('chk_1');
    expect(refunds.map(({ amount, status }) => [amount, status])).toEqual([
      [500, 'succeeded'],
      [500, 'pending'],
    ]);
    const booked = real.world.store
      .all()
      .filter(({ type }) => type === 'DonationRefunded' || type === 'ProviderRefundRecorded')
      .filter(({ data }) => (data as { paymentId: string }).paymentId === 'chk_1')
      .map(({ data }) => (data as { refundReference: string }).refundReference);
    expect(new Set(booked).size).toBe(booked.length);
  }, 600_000);
});
