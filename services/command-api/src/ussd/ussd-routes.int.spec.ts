import type { CommandApiUnderTest } from '../testing/command-api-under-test';
import { publicLedgerProcessManager } from '../public-ledger';
import { receiptProcessManager } from '../receipts/receipt-process-manager';
import { smsReceiptProcessManager } from '../sms/sms-receipt-process-manager';
import type { AfricasTalkingFake } from '../sms/testing/africastalking-fake';
import { approvedCampaignWithCode, startPhoneGiving } from './testing/coded-campaign';
import { ussdPaymentId } from './ussd-routes';

const SECRET = 'the-ussd-callback-secret-of-these-tests';
let api: CommandApiUnderTest;
let gateway: AfricasTalkingFake;
let campaignId: string;
let code: string;

beforeAll(async () => {
  ({ api, gateway } = await startPhoneGiving(SECRET));
  const coded = await approvedCampaignWithCode(api);
  expect(coded.codes).toHaveLength(1);
  ({
    campaignId,
    codes: [code = ''],
  } = coded);
});
afterAll(async () => {
  await api.stop();
  await gateway.stop();
});

/** Africa's Talking's callback: a form post with every answer so far in `text`, joined by `*`. */
const dial = async (text: string, sessionId = 'ATUid_sw', secret = SECRET) => {
  const response = await fetch(`${api.base}/v1/ussd/${secret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId,
      serviceCode: '*384*123#',
      phoneNumber: '+254712345678',
      networkCode: '63902',
      text,
    }),
  });
  return { status: response.status, text: await response.text() };
};

it('when a Kenyan phone gives through the menu in Swahili, then the M-PESA charge starts once, once the provider confirms it the gift counts, and its receipt is texted to the phone once', async () => {
  expect(await dial('')).toEqual({
    status: 200,
    text: 'CON Harambee: weka msimbo wa kampeni\n0. Lugha',
  });
  expect((await dial(code.toLowerCase())).text).toMatch(
    /^CON .+\nUS\$ 0 zimechangwa, siku \d+ zimebaki\n1\. KSh 500\n/,
  );
  expect((await dial(`${code}*1`)).text).toBe('CON Andika jina lako, au 1 kuchangia bila jina:');
  expect((await dial(`${code}*1*Amina`)).text).toMatch(
    /^CON Changia KSh 500 kwa .+, pamoja na ada: KSh 5\d\d\?\n1\. Ndiyo\n2\. Hapana$/,
  );
  const approve = 'END Idhinisha kwa PIN yako ya M-PESA. Asante!';
  expect(await dial(`${code}*1*Amina*1`)).toEqual({ status: 200, text: approve });

  const paymentId = ussdPaymentId('ATUid_sw');
  const started = await api.eventsOfType('CheckoutStarted');
  expect(started.filter((event) => event.data.paymentId === paymentId)).toMatchObject([
    { data: { campaignId, method: 'mobileMoney', donorName: 'Amina', language: 'sw' } },
  ]);
  const before = await api.eventCount();
  expect(await dial(`${code}*1*Amina*1`)).toEqual({ status: 200, text: approve });
  expect(await api.eventCount()).toBe(before);

  await approveAtProvider(paymentId, 'Amina');
  expect((await dial(code, 'ATUid_next')).text).toMatch(/\nUS\$ [1-9]\d* zimechangwa/);

  const { receiptId, receiptNumber, entry, texts } = await receiptTexted(paymentId);
  expect(texts).toEqual([
    {
      to: '+254712345678',
      from: null,
      messageId: expect.any(String),
      message: expect.stringMatching(
        new RegExp(
          `^Harambee: asante! Risiti ${receiptNumber}: mchango wa KSh 5\\d\\d kwa .+\\. Ingizo namba ${entry} kwenye daftari la umma: http://harambee\\.test/sw/receipts/${receiptId}\\?k=`,
        ),
      ),
    },
  ]);
  expect(await api.eventsOfType('SmsSent')).toMatchObject([
    { data: { smsId: texts[0]!.messageId, purpose: 'receipt', regarding: receiptId } },
  ]);
});

it('when the phone chooses French from the menu and gives, then the charge starts in French, the gift counts once the provider confirms it, and its receipt is texted in French', async () => {
  expect((await dial('0', 'ATUid_fr_gift')).text).toMatch(/^CON 1\. English\n2\. Français\n/);
  expect((await dial(`0*2*${code}*1*Moussa`, 'ATUid_fr_gift')).text).toMatch(
    /^CON Donner 500 KSh à .+, frais compris : 5\d\d KSh \?\n1\. Oui\n2\. Non$/,
  );
  expect(await dial(`0*2*${code}*1*Moussa*1`, 'ATUid_fr_gift')).toEqual({
    status: 200,
    text: 'END Validez avec votre code PIN M-PESA. Merci !',
  });
  const paymentId = ussdPaymentId('ATUid_fr_gift');
  expect(
    (await api.eventsOfType('CheckoutStarted')).filter(
      (event) => event.data.paymentId === paymentId,
    ),
  ).toMatchObject([{ data: { campaignId, donorName: 'Moussa', language: 'fr' } }]);

  await approveAtProvider(paymentId, 'Moussa');

  const { receiptId, receiptNumber, entry, texts } = await receiptTexted(paymentId);
  expect(texts.map((text) => text.message)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^Harambee : merci ! Votre don de 5\\d\\d KSh à .+ est enregistré \\(${receiptNumber}\\), écriture ${entry} du registre public : http://harambee\\.test/fr/receipts/${receiptId}\\?k=`,
      ),
    ),
  ]);
});

/** The sandbox provider's side: the donor approves the prompt, its signed webhook comes back, the gift counts. */
const approveAtProvider = async (paymentId: string, donorName: string) => {
  const approved = await fetch(`${api.origin}/sandbox/checkout/${paymentId}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ outcome: 'approve' }),
  });
  expect(approved.status).toBe(303);
  const gifts = await api.eventsOfType('DonationRecorded');
  expect(gifts.filter((event) => event.data.paymentId === paymentId)).toMatchObject([
    { data: { campaignId, donorName, paymentMethod: 'mobileMoney' } },
  ]);
};

/**
 * The gift's receipt issued and its ledger entry placed; then the receipt process told twice, so what it texts it
 * texts once: the texts sent for this receipt.
 */
const receiptTexted = async (paymentId: string) => {
  const textedBefore = gateway.texts.length;
  const [recorded] = await api.deps.store.readByType(['DonationRecorded'], { paymentId });
  await receiptProcessManager.react(recorded!, api.deps);
  await publicLedgerProcessManager.react(recorded!, api.deps);
  const [issued] = await api.deps.store.readByType(['ReceiptIssued'], { paymentId });
  const [entry] = (await api.eventsOfType('LedgerEntryPublished')).filter(
    (published) => published.data.sourceEventId === recorded!.id,
  );
  await smsReceiptProcessManager.react(issued!, api.deps);
  await smsReceiptProcessManager.react(issued!, api.deps);
  const { receiptId, receiptNumber } = issued!.data as { receiptId: string; receiptNumber: string };
  return {
    receiptId,
    receiptNumber,
    entry: entry!.data.index,
    texts: gateway.texts.slice(textedBefore),
  };
};

it('when French is chosen from the menu, then the gift is confirmed in French; when a code is wrong, an amount outside the limits or the campaign closed, the menu ends saying so; when the secret is wrong, the callback is refused 403; none of them writes anything', async () => {
  const before = await api.eventCount();
  expect(await dial('ZZZZZZ', 'ATUid_wrong')).toEqual({
    status: 200,
    text: 'END Hakuna kampeni iliyo wazi yenye msimbo ZZZZZZ. Uhakiki kisha piga tena.',
  });
  expect((await dial(`${code}*1*Amina*1`, 'ATUid_stranger', 'not-the-secret')).status).toBe(403);
  expect((await dial(`0*2*${code}*1*1`, 'ATUid_fr')).text).toMatch(
    /^CON Donner 500 KSh à .+, frais compris : 5\d\d KSh \?\n1\. Oui\n2\. Non$/,
  );
  const tooSmall = await dial(`${code}*4*1*1`, 'ATUid_small');
  expect(tooSmall.text).toBe('END Mchango mdogo kabisa ni US$ 1. Hakuna kilichotozwa; piga tena.');
  expect(await api.eventCount()).toBe(before);

  const closed = await api.call(`/v1/campaigns/${campaignId}/close`, {
    method: 'PATCH',
    token: api.adminToken,
    json: { reason: 'The creator asked to stop' },
  });
  expect(closed.status).toBe(200);
  const after = await api.eventCount();
  expect((await dial(code, 'ATUid_closed')).text).toMatch(
    /^END .+ haipokei michango tena\. Asante\.$/,
  );
  expect(await dial(`${code}*1*Amina*1`, 'ATUid_closed')).toMatchObject({
    text: expect.stringMatching(/haipokei/),
  });
  expect(await api.eventCount()).toBe(after);
});
