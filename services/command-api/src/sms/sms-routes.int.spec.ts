import { randomUUID } from 'node:crypto';
import { ERASED_NAME, type StoredEvent } from '@harambee/events';
import type { CommandApiUnderTest } from '../testing/command-api-under-test';
import { approvedCampaignWithCode, startPhoneGiving } from '../ussd/testing/coded-campaign';
import { phonePaymentId } from '../ussd/phone-checkout';
import { creatorTextsProcessManager } from './creator-texts-process-manager';
import type { AfricasTalkingFake } from './testing/africastalking-fake';

const SECRET = 'the-sms-callback-secret-of-these-tests';
let api: CommandApiUnderTest;
let gateway: AfricasTalkingFake;
let campaignId: string;
let code: string;

beforeAll(async () => {
  ({ api, gateway } = await startPhoneGiving(SECRET, { SMS_SENDER_ID: '22384' }));
  ({
    campaignId,
    codes: [code = ''],
  } = await approvedCampaignWithCode(api));
});
afterAll(async () => {
  await api.stop();
  await gateway.stop();
});

let messages = 0;
/** Africa's Talking's incoming message callback, for a text sent from `from` to our short code. */
const text = async (words: string, from = '+254712345678', id = `ATSMS_${++messages}`) => {
  const response = await gateway.receive(`${api.base}/v1/sms/${SECRET}/inbound`, {
    id,
    from,
    text: words,
  });
  return { status: response.status, id };
};
const answerTo = (from: string) => gateway.texts.filter((sent) => sent.to === from).at(-1);
const startedFor = async (id: string) =>
  (await api.eventsOfType('CheckoutStarted')).filter(
    (event) => event.data.paymentId === phonePaymentId('sms', id),
  );

it('when a Kenyan phone texts GIVE with a code and an amount, then the M-PESA charge starts once however often the gateway repeats the message, the phone is answered once in Swahili, and the answer’s delivery report is recorded', async () => {
  const { status, id } = await text(`give ${code.toLowerCase()} 500`);
  expect(status).toBe(200);
  expect(await startedFor(id)).toMatchObject([
    { data: { campaignId, method: 'mobileMoney', anonymous: true, language: 'sw' } },
  ]);
  expect(await api.eventsOfType('PhoneGiftStarted')).toMatchObject([
    { data: { paymentId: phonePaymentId('sms', id), phone: '+254712345678', channel: 'sms' } },
  ]);
  const answer = answerTo('+254712345678')!;
  expect(answer).toMatchObject({
    from: '22384',
    message: expect.stringMatching(
      /^Harambee: weka PIN yako ya M-PESA kuidhinisha mchango wa KSh 500 kwa .+\. Hakuna kinachotozwa bila PIN\.$/,
    ),
  });

  const before = await api.eventCount();
  const textsBefore = gateway.texts.length;
  expect((await text(`GIVE ${code} 500`, '+254712345678', id)).status).toBe(200);
  expect(await api.eventCount()).toBe(before);
  expect(gateway.texts).toHaveLength(textsBefore);
  expect(await startedFor(id)).toHaveLength(1);

  const delivery = `${api.base}/v1/sms/${SECRET}/delivery`;
  expect((await gateway.deliver(delivery, answer, 'Submitted')).status).toBe(200);
  expect((await gateway.deliver(delivery, answer, 'Success')).status).toBe(200);
  expect((await gateway.deliver(delivery, answer, 'Success')).status).toBe(200);
  expect(await api.eventsOfType('SmsDeliveryReported')).toMatchObject([
    { data: { smsId: answer.messageId, status: 'Submitted', failureReason: null } },
    { data: { smsId: answer.messageId, status: 'Success', networkCode: '63902' } },
  ]);
  const stranger = { ...answer, messageId: 'ATXid_not-ours' };
  expect((await gateway.deliver(delivery, stranger, 'Failed', 'UserInBlackList')).status).toBe(200);
  expect(await api.eventsOfType('SmsDeliveryReported')).toHaveLength(2);
});

it('when a text names a wrong code, an amount outside the limits or is not a GIVE, then nothing is charged and the phone is told why in its language; a Senegalese phone in French', async () => {
  const cases = [
    [
      'GIVE ZZZZZZ 500',
      '+254712345601',
      /^Harambee: hakuna kampeni iliyo wazi yenye msimbo ZZZZZZ\./,
    ],
    [
      `GIVE ${code} 1`,
      '+254712345602',
      /^Harambee: mchango mdogo kabisa ni US\$ 1\. Hakuna kilichotozwa\.$/,
    ],
    [`GIVE ${code} 999999999`, '+254712345603', /^Harambee: mchango mkubwa kabisa/],
    ['HELLO', '+254712345604', /^Harambee: kuchangia, tuma GIVE, msimbo wa kampeni na kiasi/],
    [
      'GIVE ZZZZZZ 5000',
      '+221771234567',
      /^Harambee : aucune campagne ouverte n'a le code ZZZZZZ\./,
    ],
  ] as const;
  for (const [words, from, told] of cases) {
    const { status, id } = await text(words, from);
    expect({ words, status, started: (await startedFor(id)).length }).toEqual({
      words,
      status: 200,
      started: 0,
    });
    expect(answerTo(from)?.message).toMatch(told);
  }
});

it('when a creator chose texts about gifts and payouts, then each is texted to their phone once, in their language; once they choose none, nothing more is', async () => {
  const creator = await approvedCampaignWithCode(api, { phone: '+254733000111' });
  const choose = (json: object) =>
    api.call('/v1/users/text-alerts', { method: 'PATCH', token: creator.token, json });
  expect((await choose({ gifts: true, payouts: true })).status).toBe(200);
  expect((await choose({ gifts: 'yes' })).status).toBe(400);
  await api.call('/v1/users/language', {
    method: 'PATCH',
    token: creator.token,
    json: { language: 'sw' },
  });
  const { id } = await text(`GIVE ${creator.codes[0]} 500`, '+254712345610');
  const paymentId = phonePaymentId('sms', id);
  const approved = await fetch(`${api.origin}/sandbox/checkout/${paymentId}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ outcome: 'approve' }),
  });
  expect(approved.status).toBe(303);
  const [recorded] = await api.deps.store.readByType(['DonationRecorded'], { paymentId });
  await creatorTextsProcessManager.react(recorded!, api.deps);
  await creatorTextsProcessManager.react(recorded!, api.deps);
  const paidAt = new Date().toISOString();
  const payout = {
    ...recorded!,
    id: randomUUID(),
    type: 'PayoutPaid',
    data: {
      withdrawalId: 'w-1',
      campaignId: creator.campaignId,
      provider: 'sandbox',
      reference: 'tr-1',
      amountCents: 10_000,
      transfer: { currency: 'KES', amountMinor: 1_290_000, conversionFeeMinor: 0 },
      paidAt,
    },
  } as StoredEvent;
  await creatorTextsProcessManager.react(payout, api.deps);
  const toCreator = () => gateway.texts.filter((sent) => sent.to === '+254733000111');
  expect(toCreator().map((sent) => sent.message)).toEqual([
    expect.stringMatching(/^Harambee: mchango mpya wa US\$ \d+ kwa Solar cold rooms\. Hongera/),
    expect.stringMatching(
      /^Harambee: KSh 12.900 kutoka Solar cold rooms zimetumwa kwenye akaunti yako ya kupokea pesa\.$/,
    ),
  ]);
  expect(await api.eventsOfType('TextAlertsChosen')).toMatchObject([
    { data: { gifts: true, payouts: true } },
  ]);

  expect((await choose({ gifts: false, payouts: false })).status).toBe(200);
  await creatorTextsProcessManager.react({ ...recorded!, id: randomUUID() }, api.deps);
  expect(toCreator()).toHaveLength(2);
});

it('when a phone texts FUTA (erase), then its number and the names it gave with are erased, its gift still counts, and it is told so', async () => {
  const [started] = (await api.eventsOfType('PhoneGiftStarted')).filter(
    (event) => event.data.phone === '+254712345610',
  );
  const { paymentId } = started!.data;
  await text('futa', '+254712345610');
  expect(answerTo('+254712345610')?.message).toBe(
    'Harambee: namba yako, na majina yaliyotolewa nayo, yamefutwa. Michango yako bado inahesabiwa, bila hayo.',
  );
  const opened = await api.eventsOfType('PhoneGiftStarted');
  expect(opened.find((event) => event.data.paymentId === paymentId)?.data.phone).toBe('');
  expect(await api.eventsOfType('PhoneNumberErased')).toMatchObject([{ data: { gifts: 1 } }]);
  const [gift] = (await api.eventsOfType('DonationRecorded')).filter(
    (event) => event.data.paymentId === paymentId,
  );
  expect(gift!.data).toMatchObject({ donorName: ERASED_NAME, amountCents: expect.any(Number) });
});

it('when the campaign is closed, then a GIVE text starts nothing and is told so; when the secret is wrong, the callback is refused 403', async () => {
  const closed = await api.call(`/v1/campaigns/${campaignId}/close`, {
    method: 'PATCH',
    token: api.adminToken,
    json: { reason: 'The creator asked to stop' },
  });
  expect(closed.status).toBe(200);
  const { id } = await text(`GIVE ${code} 500`, '+254712345605');
  expect(await startedFor(id)).toEqual([]);
  expect(answerTo('+254712345605')?.message).toMatch(
    /^Harambee: .+ haipokei michango tena\. Asante\.$/,
  );

  const refused = await gateway.receive(
    `${api.base}/v1/sms/not-the-secret-of-these-tests/inbound`,
    {
      id: 'ATSMS_stranger',
      from: '+254712345606',
      text: `GIVE ${code} 500`,
    },
  );
  expect(refused.status).toBe(403);
  expect(answerTo('+254712345606')).toBeUndefined();
});
