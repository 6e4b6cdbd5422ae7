import { later, startedForTests } from '@harambee/test-support';
import { randomUUID } from 'node:crypto';
import { waitForSubject } from '../money-out/testing/wait-for-subject';
import { startStripeGiftWorld } from '../disputes/testing/stripe-gift-world';
import { startCheckout, paystackWorldForTests } from '../money-out/testing/money-world';
import {
  type CommandApiUnderTest,
  createApprovedCampaign,
  TEST_ADMIN,
} from '../testing/command-api-under-test';
import { reconcileDay } from './reconcile-day';

const today = () => new Date().toISOString().slice(0, 10);

const openCampaign = async (api: CommandApiUnderTest) =>
  (await createApprovedCampaign(api)).campaignId;
const checkout = (api: CommandApiUnderTest, campaignId: string, amount: number) =>
  startCheckout(api, campaignId, { amount, donorName: 'Thabo Nkosi' });
const reconcile = (api: CommandApiUnderTest) =>
  reconcileDay(api.deps, today(), { system: true, correlationId: randomUUID(), now: new Date() });

/** Our own refund of a gift, as the log records it; the provider knows nothing of it. */
const refundOnlyWeRecorded = (api: CommandApiUnderTest, paymentId: string, campaignId: string) =>
  api.deps.store.append([
    {
      streamId: `donation-${paymentId}`,
      expected: 'any',
      events: [
        {
          type: 'DonationRefunded',
          data: {
            donationId: randomUUID(),
            paymentId,
            campaignId,
            amountCents: 1_000,
            refundReference: 're_only_ours',
            refundedAt: new Date().toISOString(),
          },
          metadata: {
            actorId: null,
            actorRole: 'system',
            correlationId: randomUUID(),
            causationId: null,
          },
        },
      ],
    },
  ]);

const mailsAbout = (api: CommandApiUnderTest, subject: string) =>
  api.smtp.received.filter(
    (mail) => mail.to.includes(TEST_ADMIN.email) && mail.subject === subject,
  );

describe('reconciling a day with Stripe (its balance transactions, through a local fake)', () => {
  const world = startedForTests(startStripeGiftWorld);
  const api = later(() => world()?.api);
  const fake = later(() => world()?.fake);

  it('when every charge, refund and dispute has its twin, then no difference; then a charge only Stripe has and a refund only we have are two differences, recorded and mailed once', async () => {
    const campaignId = await openCampaign(api);
    const gifts: { paymentId: string; paymentIntent: string }[] = [];
    for (const amount of [25, 40, 60]) {
      const paymentId = await checkout(api, campaignId, amount);
      gifts.push({ paymentId, paymentIntent: (await fake.pay(paymentId)).paymentIntent });
    }
    await fake.refundFromDashboard(gifts[0]!.paymentIntent, 1_000);
    await fake.dispute(gifts[1]!.paymentIntent);
    const [dispute] = (await api.eventsOfType('DisputeOpened')).filter(
      (event) => event.data.paymentId === gifts[1]!.paymentId,
    );
    await fake.closeDispute(dispute!.data.disputeId, 'won');
    // More than a page of Stripe's list (100), so every page must be read.
    for (let i = 0; i < 101; i++) fake.book.fee(5);

    const clean = await reconcile(api);
    expect(clean).toMatchObject({ provider: 'stripe', differences: [], newlyFound: 0 });
    expect(clean.provider && clean.ours).toBe(6);

    const stranger = fake.book.chargeElsewhere(4_200);
    await refundOnlyWeRecorded(api, gifts[2]!.paymentId, campaignId);
    const found = await reconcile(api);
    expect(found.provider && found.differences).toEqual([
      {
        kind: 'missingAtProvider',
        movement: 'refund',
        reference: 're_only_ours',
        ourAmountCents: 1_000,
        providerAmountCents: null,
        currency: 'usd',
        paymentId: gifts[2]!.paymentId,
        campaignId,
      },
      {
        kind: 'missingInOurRecords',
        movement: 'charge',
        reference: stranger.paymentIntent,
        ourAmountCents: null,
        providerAmountCents: 4_200,
        currency: 'usd',
        paymentId: null,
        campaignId: null,
      },
    ]);
    expect(found.provider && found.newlyFound).toBe(2);
    const recorded = await api.eventsOfType('ReconciliationDifferenceFound');
    expect(recorded.map((event) => [event.stream_id, event.data.day, event.data.provider])).toEqual(
      [
        [expect.stringMatching(/^reconciliation-difference-/), today(), 'stripe'],
        [expect.stringMatching(/^reconciliation-difference-/), today(), 'stripe'],
      ],
    );

    const again = await reconcile(api);
    expect(again.provider && [again.differences.length, again.newlyFound]).toEqual([2, 0]);
    expect(await api.eventsOfType('ReconciliationDifferenceFound')).toHaveLength(2);
    const subject = `Reconciliation with stripe for ${today()}: 2 differences`;
    await waitForSubject(api, TEST_ADMIN.email, subject);
    const [mail, ...more] = mailsAbout(api, subject);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain(
      `Refund re_only_ours (payment ${gifts[2]!.paymentId}): recorded by us, missing at stripe; ours $10.00, stripe's none.`,
    );
    expect(mail!.text).toContain(
      `Gift ${stranger.paymentIntent}: at stripe, missing in our records; ours none, stripe's $42.00.`,
    );
  });
});

describe('reconciling a day with Paystack (its transactions, refunds and transfers, through a local fake)', () => {
  const { api, fake } = paystackWorldForTests();

  it('when every transaction, refund and transfer has its twin, then no difference; then a transaction only Paystack has and a refund only we have are two differences, mailed once', async () => {
    const campaignId = await openCampaign(api);
    const paid: string[] = [];
    for (const amount of [25, 40]) {
      const paymentId = await checkout(api, campaignId, amount);
      await fake.pay(paymentId);
      paid.push(paymentId);
    }
    await fake.refundFromDashboard(paid[0]!, 1_000);
    // A payout Paystack made: the transfer and its signed callback settling our withdrawal's payout.
    fake.book.transfers.set('wd-reconciled', {
      reference: 'wd-reconciled',
      amount: 5_000,
      currency: 'USD',
      status: 'success',
      createdAt: new Date().toISOString(),
    });
    await api.deps.store.append([
      {
        streamId: 'withdrawal-wd-reconciled',
        expected: 'no_stream',
        events: [
          {
            type: 'PayoutPaid',
            data: {
              withdrawalId: 'wd-reconciled',
              campaignId,
              provider: 'paystack',
              reference: 'wd-reconciled',
              amountCents: 5_000,
              paidAt: new Date().toISOString(),
            },
            metadata: {
              actorId: null,
              actorRole: 'system',
              correlationId: randomUUID(),
              causationId: null,
            },
          },
        ],
      },
    ]);
    expect(await reconcile(api)).toMatchObject({
      provider: 'paystack',
      differences: [],
      ours: 4,
      theirs: 4,
    });

    fake.book.open('T_not_ours', 4_200, 'USD', 'card');
    fake.book.pay('T_not_ours');
    await refundOnlyWeRecorded(api, paid[1]!, campaignId);
    const found = await reconcile(api);
    expect(
      found.provider && found.differences.map((d) => [d.kind, d.movement, d.reference]),
    ).toEqual([
      ['missingAtProvider', 'refund', 're_only_ours'],
      ['missingInOurRecords', 'charge', 'T_not_ours'],
    ]);
    await reconcile(api);
    expect(await api.eventsOfType('ReconciliationDifferenceFound')).toHaveLength(2);
    const subject = `Reconciliation with paystack for ${today()}: 2 differences`;
    await waitForSubject(api, TEST_ADMIN.email, subject);
    expect(mailsAbout(api, subject)).toHaveLength(1);
  });
});
