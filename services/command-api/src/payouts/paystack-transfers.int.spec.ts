import { createHmac } from 'node:crypto';
import { WebhookSignatureError } from '../payments/payment-provider';
import { createPaystackTransfers } from './paystack-transfers';
import { startPaystackTransfersFake } from './testing/paystack-transfers-fake';

const secretKey = 'sk_test_paystack';
const wallet = { provider: 'mpesa' as const, country: 'Kenya', accountNumber: '0712345678' };
const payout = (withdrawalId: string, amountMinor: number, reference = withdrawalId) => ({
  withdrawalId,
  reference,
  amountMinor,
  currency: 'KES' as const,
  wallet,
});
const signed = (body: string, key = secretKey) => ({
  'x-paystack-signature': createHmac('sha512', key).update(body).digest('hex'),
});
const callback = (event: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({
    event,
    data: {
      reference: 'wd-1',
      amount: 9_816,
      currency: 'KES',
      status: 'success',
      transfer_code: 'TRF_1',
      ...data,
    },
  });

describe('Paystack Transfers against a local fake of the Paystack API', () => {
  let fake: Awaited<ReturnType<typeof startPaystackTransfersFake>>;
  let transfers: ReturnType<typeof createPaystackTransfers>;
  beforeAll(async () => {
    fake = await startPaystackTransfersFake();
    transfers = createPaystackTransfers({ secretKey, apiUrl: fake.url });
  });
  afterAll(() => fake.stop());

  it('when a payout is sent, then a mobile-money recipient is created and a transfer queued with the withdrawal id as reference', async () => {
    await expect(transfers.send(payout('wd-1', 9_816))).resolves.toEqual({
      reference: 'wd-1',
      status: 'pending',
    });
    const [verify, recipient, transfer] = fake.received.map((request) => ({
      path: request.path,
      body: JSON.parse(request.body || 'null'),
    }));
    expect(verify).toEqual({ path: '/transfer/verify/wd-1', body: null });
    expect(recipient).toEqual({
      path: '/transferrecipient',
      body: {
        type: 'mobile_money',
        name: 'Harambee withdrawal wd-1',
        account_number: '0712345678',
        bank_code: 'MPESA',
        currency: 'KES',
      },
    });
    expect(transfer).toEqual({
      path: '/transfer',
      body: {
        source: 'balance',
        amount: 9_816,
        recipient: 'RCP_5678',
        reference: 'wd-1',
        reason: 'Harambee campaign payout',
        currency: 'KES',
      },
    });
  });

  it('when an M-PESA payout is sent in US dollars, then Paystack refuses it as its real API does, and no transfer is made', async () => {
    await expect(transfers.send({ ...payout('wd-usd', 9_816), currency: 'USD' })).rejects.toThrow(
      /Paystack refused the transfer/,
    );
    expect(fake.transfers.has('wd-usd')).toBe(false);
  });

  it('when a MoMo payout is sent in cedis, then the MTN recipient and the transfer are in cedis', async () => {
    const momo = { provider: 'momo' as const, country: 'Ghana', accountNumber: '0241234567' };
    await expect(
      transfers.send({ ...payout('wd-ghs', 14_029), currency: 'GHS', wallet: momo }),
    ).resolves.toEqual({ reference: 'wd-ghs', status: 'pending' });
    expect(fake.transfers.get('wd-ghs')).toMatchObject({ amount: 14_029, currency: 'GHS' });
  });

  it('when a payout is sent again after a crash, then the transfer already made is found and no second one is asked for', async () => {
    await transfers.send(payout('wd-again', 5_000));
    const calls = fake.received.length;
    await expect(transfers.send(payout('wd-again', 5_000))).resolves.toEqual({
      reference: 'wd-again',
      status: 'pending',
    });
    expect(fake.received.slice(calls).map((request) => request.path)).toEqual([
      '/transfer/verify/wd-again',
    ]);
  });

  it('when a failed payout is retried, then a new transfer is made under the retry’s own reference', async () => {
    await transfers.send(payout('wd-r', 700));
    const calls = fake.received.length;
    await expect(transfers.send(payout('wd-r', 700, 'wd-r_retry2'))).resolves.toEqual({
      reference: 'wd-r_retry2',
      status: 'pending',
    });
    expect(
      fake.received
        .slice(calls)
        .map((request) => [request.path, JSON.parse(request.body || 'null')?.reference]),
    ).toEqual([
      ['/transfer/verify/wd-r_retry2', undefined],
      ['/transferrecipient', undefined],
      ['/transfer', 'wd-r_retry2'],
    ]);
  });

  it('when the wallet is one Paystack does not pay, then the payout fails without calling Paystack', async () => {
    const calls = fake.received.length;
    await expect(
      transfers.send({
        withdrawalId: 'wd-2',
        reference: 'wd-2',
        amountMinor: 100,
        currency: 'USD',
        wallet: { ...wallet, provider: 'paypal' },
      }),
    ).resolves.toEqual({
      reference: 'wd-2',
      status: 'failed',
      reason: 'payout.reason.walletNotPaid',
    });
    expect(fake.received).toHaveLength(calls);
  });

  it.each([
    ['Kenya', 'mpesa', true],
    ['Ghana', 'momo', true],
    ['Ghana', 'airtel', true],
    ['Kenya', 'airtel', false],
    ['Gambia', 'momo', false],
    ['Kenya', 'paypal', false],
  ] as const)(
    'when asked whether it pays a %s %s wallet, then it says %s',
    (country, provider, paid) => {
      expect(transfers.pays({ country, provider })).toBe(paid);
    },
  );

  it('when a Kenyan Airtel Money wallet is paid, then it fails without calling Paystack, and Paystack itself refuses an AirtelTigo recipient in shillings', async () => {
    const calls = fake.received.length;
    await expect(
      transfers.send({ ...payout('wd-ke-airtel', 100), wallet: { ...wallet, provider: 'airtel' } }),
    ).resolves.toMatchObject({ status: 'failed', reason: 'payout.reason.walletNotPaid' });
    expect(fake.received).toHaveLength(calls);
    const asked = await fetch(`${fake.url}/transferrecipient`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'mobile_money',
        name: 'Airtel in Kenya',
        account_number: '0733123456',
        bank_code: 'ATL',
        currency: 'KES',
      }),
    });
    expect(asked.status).toBe(400);
  });

  it('when Paystack refuses the key, then sending throws', async () => {
    const wrong = createPaystackTransfers({ secretKey: 'sk_wrong', apiUrl: fake.url });
    await expect(wrong.send(payout('wd-3', 100))).rejects.toThrow(/Paystack refused/);
  });

  it('when signed transfer callbacks arrive, then success pays (with the amount Paystack says it sent), failure fails and reversal reverses with the reason, others are ignored', async () => {
    const success = callback('transfer.success');
    await expect(transfers.parseCallback(Buffer.from(success), signed(success))).resolves.toEqual({
      reference: 'wd-1',
      amountMinor: 9_816,
      status: 'paid',
    });
    const failed = callback('transfer.failed', {
      status: 'failed',
      reason: 'Recipient account not found',
    });
    await expect(transfers.parseCallback(Buffer.from(failed), signed(failed))).resolves.toEqual({
      reference: 'wd-1',
      amountMinor: 9_816,
      status: 'failed',
      reason: 'Recipient account not found',
    });
    const reversed = callback('transfer.reversed', { status: 'reversed' });
    await expect(
      transfers.parseCallback(Buffer.from(reversed), signed(reversed)),
    ).resolves.toMatchObject({ status: 'reversed', reason: 'transfer.reversed' });
    const charge = callback('charge.success');
    await expect(transfers.parseCallback(Buffer.from(charge), signed(charge))).resolves.toBeNull();
  });

  it('when a callback is not signed with our key, then it is refused', async () => {
    const body = callback('transfer.success');
    await expect(
      transfers.parseCallback(Buffer.from(body), signed(body, 'sk_other')),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(transfers.parseCallback(Buffer.from(body), {})).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('when Paystack makes the transfer but answers 500, then its outcome is unknown, not failed, and verifying finds it', async () => {
    fake.unanswered.push({ status: 500 });
    await expect(transfers.send(payout('wd-500', 4_000))).resolves.toEqual({
      reference: 'wd-500',
      status: 'unknown',
      reason: 'Paystack did not answer: 500',
    });
    await expect(transfers.verify('wd-500')).resolves.toEqual({
      reference: 'wd-500',
      status: 'pending',
    });
  });

  it('when Paystack makes the transfer but answers after the timeout, then its outcome is unknown', async () => {
    const impatient = createPaystackTransfers({ secretKey, apiUrl: fake.url, timeoutMs: 200 });
    fake.unanswered.push({ delayMs: 5_000 });
    await expect(impatient.send(payout('wd-slow', 4_000))).resolves.toMatchObject({
      reference: 'wd-slow',
      status: 'unknown',
    });
    expect(fake.transfers.get('wd-slow')).toMatchObject({ status: 'pending', amount: 4_000 });
  });

  it("when a transfer is verified, then Paystack's status says paid, failed, reversed or pending, and a reference it never saw is not found", async () => {
    await transfers.send(payout('wd-ok', 100));
    await transfers.send(payout('wd-bad', 100));
    await transfers.send(payout('wd-back', 100));
    fake.settle('wd-ok', 'success');
    fake.settle('wd-bad', 'failed');
    fake.settle('wd-back', 'reversed');
    const checks = await Promise.all(
      ['wd-ok', 'wd-bad', 'wd-back', 'wd-never'].map((reference) => transfers.verify(reference)),
    );
    expect(checks).toEqual([
      { reference: 'wd-ok', status: 'paid' },
      {
        reference: 'wd-bad',
        status: 'failed',
        reason: 'payout.reason.providerFailed',
      },
      { reference: 'wd-back', status: 'reversed' },
      { reference: 'wd-never', status: 'notFound' },
    ]);
  });

  it('when Paystack cannot be reached or refuses the key, then verifying says unknown rather than throwing', async () => {
    const unreachable = createPaystackTransfers({ secretKey, apiUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.verify('wd-1')).resolves.toMatchObject({ status: 'unknown' });
    const wrong = createPaystackTransfers({ secretKey: 'sk_wrong', apiUrl: fake.url });
    await expect(wrong.verify('wd-1')).resolves.toMatchObject({ status: 'unknown' });
  });
});
