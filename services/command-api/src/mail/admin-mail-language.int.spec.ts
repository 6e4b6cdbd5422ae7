import type { EventOf, HarambeeEvent } from '@harambee/events';
import { randomUUID } from 'node:crypto';
import { withMetadata } from '../core/handle-command';
import type { ProcessManager } from '../core/process-manager';
import { disputeAlertsProcessManager } from '../disputes/dispute-alerts';
import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { waitForSubject } from '../money-out/testing/wait-for-subject';
import { paymentAlertProcessManager } from '../payments/payment-alerts';
import { payoutAlertProcessManager } from '../payouts/payout-alerts';
import { recordDifferences } from '../reconciliation/record-differences';
import {
  commandApiForTests,
  createVerifiedCampaign,
  TEST_ADMIN,
} from '../testing/command-api-under-test';

const context = () => ({ system: true, correlationId: randomUUID(), now: new Date() });

describe("the admins' alert mails and the sign-in answers carry the account's saved language", () => {
  const api = commandApiForTests();

  const signIn = (email: string, password: string) =>
    api.call('/auth/login', { method: 'POST', json: { email, password } });
  const chooseLanguage = (token: string, language: string) =>
    api.call('/v1/users/language', { method: 'PATCH', token, json: { language } });

  /** An event as the money flows record it, and the process manager that mails the admins about it. */
  const recordAndReact = async (event: HarambeeEvent, manager: ProcessManager) => {
    const from = await endOfLog(api.deps);
    await api.deps.store.append([
      {
        streamId: `admin-mail-test-${randomUUID()}`,
        expected: 'no_stream',
        events: withMetadata([event], context()),
      },
    ]);
    await reactToLog(api.deps, from, [manager]);
  };

  /** A dispute opened on a gift paid in shillings, as a provider's webhook records it. */
  const openDispute = async () => {
    const paymentId = randomUUID();
    const opened: EventOf<'DisputeOpened'> = {
      type: 'DisputeOpened',
      data: {
        paymentId,
        donationId: randomUUID(),
        campaignId: randomUUID(),
        provider: 'paystack',
        amountCents: 2_500,
        currency: 'usd',
        charged: { currency: 'KES', amountMinor: 323_375 },
        disputeId: 'dp_42',
        reason: 'chargeback',
        evidenceDueBy: '2026-03-14T00:00:00.000Z',
        afterPayout: false,
        openedAt: new Date().toISOString(),
      },
    };
    await recordAndReact(opened, disputeAlertsProcessManager);
    return paymentId;
  };

  it('when a creator signs in, then the answer carries the language their account saved, and the one they chose later', async () => {
    const creator = await createVerifiedCampaign(api);
    const before = await signIn(creator.email, 'Secret123');
    expect(before).toMatchObject({ status: 200, body: { data: { user: { language: 'en' } } } });
    await chooseLanguage(creator.token, 'sw');
    const after = await signIn(creator.email, 'Secret123');
    expect(after).toMatchObject({ status: 200, body: { data: { user: { language: 'sw' } } } });
  });

  it('when the admin has saved no language, then signing in answers language null and their alerts stay English', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(admin).toMatchObject({ status: 200, body: { data: { user: { language: null } } } });
    const paymentId = await openDispute();
    const mail = await waitForSubject(
      api,
      TEST_ADMIN.email,
      `Dispute opened on payment ${paymentId}`,
    );
    expect(mail.text).toMatch(
      /^The donor's bank disputes KSh\s3,233\.75 \(\$25\.00\) given to campaign/,
    );
    expect(mail.text).toContain('Evidence must reach paystack by 2026-03-14T00:00:00.000Z.');
  });

  it('when the admin saves Swahili, then a dispute opened is mailed to them in Swahili, money and date as Swahili writes them', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await chooseLanguage(admin.body.data.token, 'sw');
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).body.data.user.language).toBe(
      'sw',
    );
    const paymentId = await openDispute();
    const mail = await waitForSubject(
      api,
      TEST_ADMIN.email,
      `Mgogoro umefunguliwa kwenye malipo ${paymentId}`,
    );
    expect(mail.text).toMatch(/^Benki ya mchangiaji inapinga KSh\s3,233\.75 \(US\$\s25\.00\)/);
    expect(mail.text).toContain('Sababu: chargeback.');
    expect(mail.text).toMatch(/Ushahidi lazima umfikie paystack kabla ya 14 Machi 2026\./);
    expect(mail.text).not.toMatch(/Dispute|Evidence|Reason/);
  });

  it('when the admin saves French, then the reconciliation differences are mailed to them in French', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await chooseLanguage(admin.body.data.token, 'fr');
    const reference = `ch_${randomUUID()}`;
    const { mailId } = await recordDifferences(
      api.deps,
      'stripe',
      '2026-03-01',
      [
        {
          kind: 'missingInOurRecords',
          movement: 'charge',
          reference,
          ourAmountCents: null,
          providerAmountCents: 1_250,
          currency: 'usd',
          paymentId: null,
          campaignId: null,
        },
      ],
      context(),
    );
    await api.deps.mail.deliverNow(mailId!);
    const mail = await waitForSubject(
      api,
      TEST_ADMIN.email,
      'Rapprochement avec stripe du 2026-03-01\u00a0: 1 écart',
    );
    expect(mail.text).toContain(
      `Don ${reference}\u00a0: présent chez stripe, absent de nos comptes\u202f; chez nous aucun, chez stripe 12,50\u00a0$US.`,
    );
    expect(mail.text).not.toMatch(/Gift|missing|ours/);
  });

  it('when the admin saves French, then a webhook that does not match its checkout and a provider notice not booked are mailed in French', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await chooseLanguage(admin.body.data.token, 'fr');
    const paymentId = randomUUID();
    await recordAndReact(
      {
        type: 'PaymentMismatchDetected',
        data: {
          paymentId,
          provider: 'stripe',
          providerReference: 'pi_42',
          expected: { campaignId: randomUUID(), amountCents: 2_500 },
          received: { amountCents: 150_000, currency: 'usd' },
          detectedAt: '2026-03-14T09:05:00.000Z',
        },
      },
      paymentAlertProcessManager,
    );
    const mismatch = await waitForSubject(
      api,
      TEST_ADMIN.email,
      `Alerte paiement\u00a0: le webhook ne correspond pas au paiement ${paymentId}`,
    );
    expect(mismatch.text).toContain(`Un webhook stripe pour le paiement ${paymentId}`);
    expect(mismatch.text).toMatch(/Attendu\u00a0: 25,00\s\$US pour la campagne/);
    expect(mismatch.text).toMatch(/Reçu\u00a0: 1\s500,00\s\$US\./);
    expect(mismatch.text).toMatch(/Détecté le 14 mars 2026 à 09:05:00 UTC\./);
    expect(mismatch.text).not.toMatch(/Expected|Received|Detected|dashboard/);

    const reference = `dp_${randomUUID()}`;
    await recordAndReact(
      {
        type: 'ProviderAlertRaised',
        data: {
          provider: 'paystack',
          reason: 'refundExceedsGift',
          reference,
          chargeReference: paymentId,
          paymentId,
          campaignId: randomUUID(),
          amountCents: 1_500,
          currency: 'usd',
          detail: `paystack refunded $15.00 of payment ${paymentId}, more than the $10.00 left of the gift; nothing was booked`,
          raisedAt: '2026-03-14T09:05:00.000Z',
        },
      },
      disputeAlertsProcessManager,
    );
    const notice = await waitForSubject(
      api,
      TEST_ADMIN.email,
      `Alerte paiement\u00a0: paystack ${reference} n’a pas été comptabilisé`,
    );
    expect(notice.text).toMatch(
      new RegExp(
        `^paystack a remboursé 15,00\\s\\$US sur le paiement ${paymentId}, plus que ce qui reste du don\u202f; rien n’a été comptabilisé`,
      ),
    );
    expect(notice.text).toContain('Signalé le 14 mars 2026');
    expect(notice.text).not.toMatch(/refunded|booked|Raised/);
  });

  it('when the admin saves Swahili, then a withdrawal paid twice is mailed to them in Swahili', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await chooseLanguage(admin.body.data.token, 'sw');
    const withdrawalId = randomUUID();
    await recordAndReact(
      {
        type: 'PayoutDuplicated',
        data: {
          withdrawalId,
          campaignId: randomUUID(),
          provider: 'paystack',
          reference: 'TRF_second',
          paidReference: 'TRF_first',
          amountCents: 114_800,
          detectedAt: '2026-03-14T09:05:00.000Z',
        },
      },
      payoutAlertProcessManager,
    );
    const mail = await waitForSubject(
      api,
      TEST_ADMIN.email,
      `Tahadhari ya malipo kwa mchangishaji: utoaji ${withdrawalId} umelipwa mara mbili`,
    );
    expect(mail.text).toMatch(
      new RegExp(
        `^Uhamisho wa pili wa paystack kwa utoaji ${withdrawalId} umefanikiwa: TRF_second, wa US\\$\\s1,148\\.00\\.`,
      ),
    );
    expect(mail.text).toContain('kwa uhamisho TRF_first');
    expect(mail.text).toContain('Imegunduliwa 14 Machi 2026');
    expect(mail.text).not.toMatch(/transfer|twice|Detected/);
  });
});
