import { say } from '@harambee/messages';
import { type CurrencyCode, moneyWithSymbol } from '@harambee/rules';
import {
  addWallet,
  approveWithdrawal,
  endCampaigns,
  giveByCard,
  moneyApiForTests,
  ofCampaign as eventsOfCampaign,
  openCampaign as openMoneyCampaign,
  withdraw,
} from './testing/money-world';
import { moneyOutProcessManagers } from './index';
import { endOfLog, reactToLog } from './testing/react-to-log';
import { waitForSubject } from './testing/wait-for-subject';

const { clock, api } = moneyApiForTests();

const openCampaign = (wallet = true) => openMoneyCampaign(api, {}, wallet ? undefined : null);
const give = (campaignId: string, amount: number, email: string) =>
  giveByCard(api, campaignId, amount, { email });
const ofCampaign = (type: string, campaignId: string) => eventsOfCampaign(api, type, campaignId);

describe('money out in test mode (the sandbox)', () => {
  it('when a funded campaign is withdrawn and approved, then the sandbox pays at once, with no processing fees', async () => {
    const { campaignId, token, email } = await openCampaign();
    await give(campaignId, 70, 'grace@example.org');
    await give(campaignId, 33.33, 'grace@example.org');
    await endCampaigns(api, clock);

    const withdrawn = await withdraw(api, token, campaignId);
    // 10,333¢ gross; 5% = 516.65 → 517¢ (half up); the sandbox charges nothing; net 9,816¢.
    expect(withdrawn).toMatchObject({
      status: 201,
      body: {
        data: {
          withdrawal: {
            grossAmount: 103.33,
            platformFee: 5.17,
            processingFees: 0,
            netAmount: 98.16,
            status: 'requested',
          },
        },
      },
    });
    const from = await endOfLog(api.deps);
    expect((await approveWithdrawal(api, campaignId)).status).toBe(200);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect((await ofCampaign('PayoutPaid', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        reference: `sbx_payout_${campaignId}`,
        amountCents: 9_816,
      }),
    ]);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect(await ofCampaign('PayoutPaid', campaignId)).toHaveLength(1);
    await waitForSubject(api, email, 'We received your withdrawal request');
    // The MTN wallet in Ghana receives cedis: the mails name what arrives there, as the approval converted it.
    const [approved] = await ofCampaign('WithdrawalApproved', campaignId);
    const payout = approved!.data.payout as { currency: CurrencyCode; amountMinor: number };
    expect(payout).toMatchObject({ currency: 'GHS', amountMinor: expect.any(Number) });
    const arriving = moneyWithSymbol(payout.amountMinor, 'GHS');
    const approvedMail = await waitForSubject(api, email, 'Your withdrawal was approved');
    expect(approvedMail.text).toContain(`Your withdrawal of ${arriving} was approved`);
    const paidMail = await waitForSubject(api, email, 'Your payout has been sent');
    expect(paidMail.text).toContain(`${arriving} was sent to your MTN Money account ******4567`);
    expect(paidMail.text).not.toContain('$98.16');
  });

  it('when the creator changed the wallet less than 48 hours before the approval, then approving answers 409 with the date of the change, and goes ahead once the admin confirms the new wallet', async () => {
    const { campaignId, token } = await openCampaign();
    await give(campaignId, 100, 'amara@example.org');
    await endCampaigns(api, clock);
    const changed = await addWallet(api, token, {
      country: 'Ghana',
      provider: 'airtel',
      accountNumber: '0261234567',
    });
    expect(changed.status).toBe(200);
    const { linkedAt } = changed.body.data.wallet as { linkedAt: string };
    expect((await withdraw(api, token, campaignId)).status).toBe(201);
    const [requested] = await ofCampaign('WithdrawalRequested', campaignId);
    expect(requested!.data.wallet).toMatchObject({ provider: 'airtel', linkedAt });
    const approve = (json?: Record<string, unknown>) => approveWithdrawal(api, campaignId, json);

    const before = await api.eventCount();
    clock.moveBy(47 * 60 * 60_000);
    expect(await approve()).toEqual({
      status: 409,
      body: {
        status: 'fail',
        message: say('en', {
          key: 'api.withdrawal.newWalletHeld',
          values: {
            changedOn: `${linkedAt.slice(0, 10)} ${linkedAt.slice(11, 16)} UTC`,
            hours: 48,
          },
        }),
      },
    });
    expect(await approve({ confirmNewWallet: false })).toMatchObject({ status: 409 });
    expect(await approve({ confirmNewWallet: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'confirmNewWallet must be true or false' },
    });
    expect(await api.eventCount()).toBe(before);

    const from = await endOfLog(api.deps);
    expect(await approve({ confirmNewWallet: true })).toMatchObject({
      status: 200,
      body: { data: { withdrawal: { status: 'approved' } } },
    });
    const [approved] = await ofCampaign('WithdrawalApproved', campaignId);
    expect(approved).toMatchObject({
      data: { newWalletConfirmed: true },
      metadata: { actorId: api.adminId, actorRole: 'admin' },
    });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect(await ofCampaign('PayoutPaid', campaignId)).toHaveLength(1);
  });

  it('when a campaign without a linked wallet is withdrawn, then it is refused and nothing is written', async () => {
    const { campaignId, token } = await openCampaign(false);
    await give(campaignId, 100, 'esi@example.org');
    await api.call(`/v1/campaigns/${campaignId}/close`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'Goal reached' },
    });
    const other = await openCampaign();
    const before = await api.eventCount();
    expect(await withdraw(api, token, campaignId)).toMatchObject({
      status: 400,
      body: { message: 'Link a payout account before withdrawing' },
    });
    expect(
      (
        await api.call('/v1/withdrawals', {
          method: 'POST',
          token: other.token,
          json: { campaignId },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.call('/v1/withdrawals', { method: 'POST', json: { campaignId } })).status,
    ).toBe(401);
    expect((await api.call('/v1/withdrawals', { method: 'POST', token, json: {} })).status).toBe(
      400,
    );
    expect(
      (
        await api.call('/v1/withdrawals', {
          method: 'POST',
          token: api.adminToken,
          json: { campaignId },
        })
      ).status,
    ).toBe(403);
    expect(await api.eventCount()).toBe(before);
  });

  it('when a failed campaign is refunded, then in-page sandbox card gifts are refunded and their donors mailed', async () => {
    const { campaignId } = await openCampaign();
    const paymentId = await give(campaignId, 25, 'ngozi@example.org');
    const from = await endOfLog(api.deps);
    await endCampaigns(api, clock);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect((await ofCampaign('DonationRefunded', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({
        paymentId,
        amountCents: 2_500,
        refundReference: expect.stringMatching(/^sbx_refund_/),
      }),
    ]);
    expect(
      (await waitForSubject(api, 'ngozi@example.org', 'Your Harambee donation has been refunded'))
        .text,
    ).toContain('$25.00');
  });
});
