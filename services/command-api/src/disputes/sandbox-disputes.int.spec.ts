import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { waitForSubject } from '../money-out/testing/wait-for-subject';
import { SANDBOX_DISPUTE_REASON } from '../payments/sandbox-provider-side';
import { creatorDisputeMailProcessManager } from './creator-dispute-mail';
import { sandboxPage, startCheckout } from '../money-out/testing/money-world';
import { commandApiForTests, createApprovedCampaign } from '../testing/command-api-under-test';

const api = commandApiForTests();
let campaignId: string;
let creator: { email: string; title: string };
beforeAll(async () => {
  const created = await createApprovedCampaign(api);
  campaignId = created.campaignId;
  creator = { email: created.email, title: created.fields.title };
});

/** A $25 card gift through the sandbox's hosted page, not yet approved. */
const checkout = () => startCheckout(api, campaignId);
const page = async (paymentId: string) =>
  (await fetch(`${api.origin}/sandbox/checkout/${paymentId}`)).text();
const post = (paymentId: string, side: '' | '/provider-side', fields: Record<string, string>) =>
  sandboxPage(api, paymentId)(side, fields);
const act = (paymentId: string, fields: Record<string, string>) =>
  post(paymentId, '/provider-side', fields);
const onStream = async (type: string, paymentId: string) =>
  (await api.eventsOfType(type)).filter((event) => event.stream_id === `donation-${paymentId}`);

describe("the sandbox's hosted page, from the provider's side (test mode)", () => {
  it('when a paid gift is disputed on the page and the dispute is lost, then both are booked and the page follows', async () => {
    const paymentId = await checkout();
    expect(await page(paymentId)).not.toContain('Raise a dispute');
    await post(paymentId, '', { outcome: 'approve' });
    const paid = await page(paymentId);
    expect(paid).toContain('>Raise a dispute</button>');
    expect(paid).toContain(">Refund from the provider's side</button>");
    expect(paid).not.toContain('<script');

    const raised = await act(paymentId, { action: 'dispute' });
    expect(raised.status).toBe(303);
    expect(raised.headers.get('location')).toBe(`/sandbox/checkout/${paymentId}`);
    expect((await onStream('DisputeOpened', paymentId)).map((e) => e.data)).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        amountCents: 2_500,
        reason: SANDBOX_DISPUTE_REASON,
        evidenceDueBy: expect.any(String),
      }),
    ]);
    expect(await page(paymentId)).toContain('>Dispute lost</button>');

    expect((await act(paymentId, { action: 'disputeLost' })).status).toBe(303);
    expect((await onStream('DisputeClosed', paymentId))[0]!.data.outcome).toBe('lost');
    const after = await page(paymentId);
    expect(after).toContain('The dispute was lost.');
    expect(after).toContain('Nothing is left of this gift to refund.');
  });

  // Issue "Charged exactly what they meant", item 8: a lost dispute was shown only to admins; the creator never heard.
  it("when a gift is disputed and the dispute lost, then the campaign's creator is mailed both, with the amount held, then gone", async () => {
    const paymentId = await checkout();
    await post(paymentId, '', { outcome: 'approve' });
    const from = await endOfLog(api.deps);
    await act(paymentId, { action: 'dispute' });
    await act(paymentId, { action: 'disputeLost' });
    await reactToLog(api.deps, from, [creatorDisputeMailProcessManager]);
    await reactToLog(api.deps, from, [creatorDisputeMailProcessManager]);
    const opened = await waitForSubject(
      api,
      creator.email,
      `A gift to "${creator.title}" is disputed`,
    );
    expect(opened.text).toContain('disputes $25.00 of their gift');
    expect(opened.text).toContain('is held by Sandbox and is not part of your withdrawal');
    const closed = await waitForSubject(
      api,
      creator.email,
      `The dispute of a gift to "${creator.title}" is closed`,
    );
    expect(closed.text).toContain('The dispute of $25.00 given to');
    expect(closed.text).toContain('was lost: the money went back to the donor');
    expect(closed.text).not.toContain('you owe this amount back');
    const toCreator = api.smtp.received.filter((mail) => mail.to.includes(creator.email));
    expect(toCreator.filter((mail) => mail.subject.includes('dispute'))).toHaveLength(2);
  });

  it('when part of a paid gift is refunded from the page, then it is booked; more than is left is refused with an alert', async () => {
    const paymentId = await checkout();
    await post(paymentId, '', { outcome: 'approve' });
    expect((await act(paymentId, { action: 'refund', amount: '10' })).status).toBe(303);
    expect((await onStream('ProviderRefundRecorded', paymentId)).map((e) => e.data)).toEqual([
      expect.objectContaining({ provider: 'sandbox', amountCents: 1_000 }),
    ]);
    expect(await page(paymentId)).toContain('$15.00 of it is left');

    expect((await act(paymentId, { action: 'refund', amount: '20' })).status).toBe(303);
    expect(await onStream('ProviderRefundRecorded', paymentId)).toHaveLength(1);
    expect((await onStream('ProviderAlertRaised', paymentId))[0]!.data.reason).toBe(
      'refundExceedsGift',
    );
  });

  it('when the choice is not one the page offers, or the gift is not paid, then it is refused and nothing is written', async () => {
    const unpaid = await checkout();
    const paymentId = await checkout();
    await post(paymentId, '', { outcome: 'approve' });
    const before = await api.eventCount();
    expect((await act(paymentId, { action: 'steal' })).status).toBe(400);
    expect((await act(paymentId, { action: 'refund', amount: '-5' })).status).toBe(400);
    expect((await act(paymentId, { action: 'refund', amount: '1.234' })).status).toBe(400);
    expect((await act(unpaid, { action: 'dispute' })).status).toBe(409);
    expect(await api.eventCount()).toBe(before);
  });
});
