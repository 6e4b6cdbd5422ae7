import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { waitForSubject } from '../money-out/testing/wait-for-subject';
import { expectForgedWebhookRefused, stripeSignature } from '../testing/webhook-sender';
import { TEST_ADMIN } from '../testing/command-api-under-test';
import { disputeAlertsProcessManager } from './dispute-alerts';
import { startStripeGiftWorld } from './testing/stripe-gift-world';
import { closeWithRefunds } from '../money-out/testing/money-world';

let world: Awaited<ReturnType<typeof startStripeGiftWorld>>;
let fake: typeof world.fake;
let api: typeof world.api;
let openCampaign: typeof world.openCampaign;
let give: typeof world.give;

beforeAll(async () => {
  world = await startStripeGiftWorld();
  ({ fake, api, openCampaign, give } = world);
});
afterAll(() => world.stop());

const onStream = async (type: string, paymentId: string) =>
  (await api.eventsOfType(type)).filter((event) => event.stream_id === `donation-${paymentId}`);
const lastRefundOf = (paymentIntent: string) =>
  fake.book.refundsOfCharge(fake.book.chargeOfIntent(paymentIntent)!.id).at(-1)!.id;
const alerts = async (reference: string) =>
  (await api.eventsOfType('ProviderAlertRaised')).filter((e) => e.data.reference === reference);

describe('disputes through Stripe (a local fake, signed webhooks)', () => {
  it("when a donor's bank disputes a card gift, then the dispute is on the gift's stream with its deadline and the dispute fee Stripe's balance transaction says it took, once however often Stripe sends it, and admins are mailed", async () => {
    const campaignId = await openCampaign();
    const { paymentId, paymentIntent } = await give(campaignId);
    const from = await endOfLog(api.deps);

    expect((await fake.dispute(paymentIntent, 'fraudulent')).status).toBe(200);
    expect(await fake.redeliver()).toMatchObject({
      status: 200,
      body: { data: { notices: [{ kind: 'disputeOpened', outcome: 'unchanged' }] } },
    });
    const [opened, ...more] = await onStream('DisputeOpened', paymentId);
    expect(more).toHaveLength(0);
    expect(opened!.data).toEqual({
      disputeId: expect.stringMatching(/^dp_/),
      paymentId,
      donationId: expect.any(String),
      campaignId,
      provider: 'stripe',
      amountCents: 2_500,
      currency: 'usd',
      reason: 'fraudulent',
      evidenceDueBy: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      afterPayout: false,
      providerFee: { currency: 'USD', amountMinor: 1_500 },
      openedAt: expect.any(String),
    });
    await reactToLog(api.deps, from, [disputeAlertsProcessManager]);
    const mail = await waitForSubject(
      api,
      TEST_ADMIN.email,
      `Dispute opened on payment ${paymentId}`,
    );
    expect(mail.text).toContain('disputes $25.00 given to campaign');
    expect(mail.text).toContain(`Evidence must reach stripe by ${opened!.data.evidenceDueBy}`);
  });

  it('when Stripe closes a dispute lost, then it is closed lost once; a later refund from its dashboard exceeds what is left: alerted once, nothing booked', async () => {
    const campaignId = await openCampaign();
    const { paymentId, paymentIntent } = await give(campaignId);
    const dispute = (await fake.dispute(paymentIntent)).body;
    expect(dispute).toMatchObject({ status: 'success' });
    const disputeId = (await onStream('DisputeOpened', paymentId))[0]!.data.disputeId as string;

    expect((await fake.closeDispute(disputeId, 'lost')).status).toBe(200);
    expect((await fake.redeliver()).status).toBe(200);
    expect((await onStream('DisputeClosed', paymentId)).map((e) => e.data)).toEqual([
      expect.objectContaining({
        disputeId,
        outcome: 'lost',
        amountCents: 2_500,
        afterPayout: false,
      }),
    ]);

    const before = await onStream('ProviderRefundRecorded', paymentId);
    expect(await fake.refundFromDashboard(paymentIntent, 1_000)).toMatchObject({
      status: 200,
      body: { data: { notices: [{ kind: 'refunded', outcome: 'alerted' }] } },
    });
    expect((await fake.redeliver()).status).toBe(200);
    expect(await onStream('ProviderRefundRecorded', paymentId)).toEqual(before);
    const [alert, ...again] = await alerts(lastRefundOf(paymentIntent));
    expect(again).toHaveLength(0);
    expect(alert!.data).toMatchObject({
      provider: 'stripe',
      reason: 'refundExceedsGift',
      paymentId,
      campaignId,
      amountCents: 1_000,
      detail: expect.stringContaining('more than the $0.00 left of the gift'),
    });
  });

  it("when a refund is made in Stripe's dashboard, then it is booked on the gift once, by its reference", async () => {
    const campaignId = await openCampaign();
    const { paymentId, paymentIntent } = await give(campaignId);
    expect(await fake.refundFromDashboard(paymentIntent, 1_000)).toMatchObject({
      status: 200,
      body: { data: { notices: [{ kind: 'refunded', outcome: 'recorded' }] } },
    });
    expect((await fake.redeliver()).status).toBe(200);
    const [recorded, ...more] = await onStream('ProviderRefundRecorded', paymentId);
    expect(more).toHaveLength(0);
    expect(recorded!.data).toMatchObject({
      paymentId,
      campaignId,
      provider: 'stripe',
      amountCents: 1_000,
      currency: 'usd',
      refundReference: expect.stringMatching(/^re_test_/),
      afterPayout: false,
    });
    expect(
      (await fake.updateRefund(recorded!.data.refundReference, 'succeeded')).body.data,
    ).toEqual({ notices: [{ kind: 'refunded', outcome: 'unchanged' }] });
  });

  it('when Stripe tells of our own refund, then it is not booked a second time', async () => {
    const campaignId = await openCampaign();
    const { paymentId, paymentIntent } = await give(campaignId);
    await closeWithRefunds(api, campaignId);
    const [ours] = await onStream('DonationRefunded', paymentId);
    const refundId = ours!.data.refundReference as string;
    expect(refundId).toMatch(/^re_test_/);

    expect((await fake.chargeRefunded(paymentIntent)).body.data).toEqual({
      notices: [{ kind: 'refunded', outcome: 'unchanged' }],
    });
    expect((await fake.updateRefund(refundId, 'succeeded')).body.data).toEqual({
      notices: [{ kind: 'refunded', outcome: 'unchanged' }],
    });
    expect(await onStream('ProviderRefundRecorded', paymentId)).toEqual([]);
    expect(fake.book.chargeOfIntent(paymentIntent)!.refundedCents).toBe(2_500);
  });

  it('when a dispute names a charge no gift of ours was paid with, then it is acknowledged, alerted once and nothing is booked', async () => {
    const stranger = fake.book.chargeElsewhere(4_200);
    const before = await api.eventCount();
    expect(await fake.dispute(stranger.paymentIntent)).toMatchObject({
      status: 200,
      body: { data: { notices: [{ kind: 'disputeOpened', outcome: 'alerted' }] } },
    });
    expect((await fake.redeliver()).body.data.notices[0].outcome).toBe('unchanged');
    expect(await api.eventCount()).toBe(before + 1);
    const [alert] = (await api.eventsOfType('ProviderAlertRaised')).filter(
      (e) => e.data.chargeReference === stranger.paymentIntent,
    );
    expect(alert).toMatchObject({
      stream_id: expect.stringMatching(/^provider-alert-stripe-/),
      data: { reason: 'unknownCharge', amountCents: 4_200, paymentId: null, campaignId: null },
    });
    expect(await api.eventsOfType('DisputeOpened')).not.toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ amountCents: 4_200 }) }),
    );
  });

  it('when a dispute webhook is not signed with our secret, then it is refused with 400 and nothing is written', async () => {
    const campaignId = await openCampaign();
    const { paymentIntent } = await give(campaignId);
    const dispute = fake.book.openDispute(paymentIntent, 'fraudulent');
    const body = JSON.stringify(fake.book.event('charge.dispute.created', dispute));
    await expectForgedWebhookRefused(api, 'stripe', body, {
      'stripe-signature': stripeSignature(body, 'whsec_not_ours'),
    });
  });
});
