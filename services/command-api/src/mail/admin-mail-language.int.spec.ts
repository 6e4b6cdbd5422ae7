import type { EventOf } from '@harambee/events';
import { randomUUID } from 'node:crypto';
import { withMetadata } from '../core/handle-command';
import { disputeAlertsProcessManager } from '../disputes/dispute-alerts';
import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { waitForSubject } from '../money-out/testing/wait-for-subject';
import { recordDifferences } from '../reconciliation/record-differences';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
  TEST_ADMIN,
} from '../testing/command-api-under-test';

const context = () => ({ system: true, correlationId: randomUUID(), now: new Date() });

describe("the admins' alert mails and the sign-in answers carry the account's saved language", () => {
  let api: CommandApiUnderTest;

  beforeAll(async () => {
    api = await startCommandApiUnderTest();
  });
  afterAll(() => api.stop());

  const signIn = (email: string, password: string) =>
    api.call('/auth/login', { method: 'POST', json: { email, password } });
  const chooseLanguage = (token: string, language: string) =>
    api.call('/v1/users/language', { method: 'PATCH', token, json: { language } });

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
    const from = await endOfLog(api.deps);
    await api.deps.store.append([
      {
        streamId: `dispute-test-${paymentId}`,
        expected: 'no_stream',
        events: withMetadata([opened], context()),
      },
    ]);
    await reactToLog(api.deps, from, [disputeAlertsProcessManager]);
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
      /^The donor's bank disputes KSh\s3,233\.75 \(\$25\.00 US\) given to campaign/,
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
      'Rapprochement avec stripe du 2026-03-01 : 1 écart',
    );
    expect(mail.text).toContain(
      `Don ${reference} : présent chez stripe, absent de nos comptes ; chez nous aucun, chez stripe 12,50\u00a0$US.`,
    );
    expect(mail.text).not.toMatch(/Gift|missing|ours/);
  });
});
