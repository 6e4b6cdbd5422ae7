import { reasonIn } from '@harambee/messages';
import { WebhookSignatureError } from '../payments/payment-provider';
import {
  FLUTTERWAVE_SECRET_HASH,
  FLUTTERWAVE_SECRET_KEY,
  type FlutterwaveFake,
  startFlutterwaveFake,
} from '../payments/testing/flutterwave-fake';
import { createFlutterwaveTransfers } from './flutterwave-transfers';
import type { PayoutGateway, PayoutRequest } from './payout-gateway';

const wave = { provider: 'wave' as const, country: 'Senegal', accountNumber: '77 123 45 67' };
const payout = (reference: string, overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({
  withdrawalId: reference.split('_retry')[0]!,
  reference,
  amountMinor: 60_200,
  currency: 'XOF',
  wallet: wave,
  ...overrides,
});

describe('Flutterwave transfers against a local fake of its v3 API', () => {
  let fake: FlutterwaveFake;
  let transfers: PayoutGateway;
  const callsFrom = (index: number) =>
    fake.received.slice(index).map((request) => `${request.method} ${request.path}`);
  beforeAll(async () => {
    fake = await startFlutterwaveFake();
    transfers = createFlutterwaveTransfers({
      secretKey: FLUTTERWAVE_SECRET_KEY,
      secretHash: FLUTTERWAVE_SECRET_HASH,
      apiUrl: fake.url,
      timeoutMs: 300,
    });
  });
  afterAll(() => fake.stop());

  it('when a Wave payout in Senegal is sent, then one transfer is asked for in whole francs to the wallet’s number with its country code', async () => {
    const calls = fake.received.length;
    await expect(transfers.send(payout('wd-sn'))).resolves.toEqual({
      reference: 'wd-sn',
      status: 'pending',
    });
    expect(callsFrom(calls)).toEqual(['GET /v3/transfers?reference=wd-sn', 'POST /v3/transfers']);
    expect(JSON.parse(fake.received.at(-1)!.body)).toEqual({
      account_bank: 'WAVE',
      account_number: '221771234567',
      amount: 60_200,
      currency: 'XOF',
      debit_currency: 'XOF',
      beneficiary_name: 'Harambee withdrawal wd-sn',
      narration: 'Harambee campaign payout',
      reference: 'wd-sn',
    });
  });

  it('when a Flutterwave transfer times out, then it is verified before any retry: found, and no second transfer is made', async () => {
    fake.unansweredTransfers.push({ delayMs: 2_000 });
    const lost = await transfers.send(payout('wd-lost'));
    expect(lost).toMatchObject({ reference: 'wd-lost', status: 'unknown' });
    expect(fake.transfers.get('wd-lost')).toMatchObject({ amount: 60_200, status: 'NEW' });

    await expect(transfers.verify('wd-lost')).resolves.toEqual({
      reference: 'wd-lost',
      status: 'pending',
    });
    fake.settleTransfer('wd-lost', 'SUCCESSFUL');
    await expect(transfers.verify('wd-lost')).resolves.toEqual({
      reference: 'wd-lost',
      status: 'paid',
    });
    const calls = fake.received.length;
    await expect(transfers.send(payout('wd-lost'))).resolves.toEqual({
      reference: 'wd-lost',
      status: 'paid',
    });
    expect(callsFrom(calls)).toEqual(['GET /v3/transfers?reference=wd-lost']);
    expect([...fake.transfers.keys()].filter((key) => key.startsWith('wd-lost'))).toEqual([
      'wd-lost',
    ]);
  });

  it('when Flutterwave answers 500 after making the transfer, then its outcome is unknown, never failed', async () => {
    fake.unansweredTransfers.push({ status: 500 });
    await expect(transfers.send(payout('wd-500'))).resolves.toMatchObject({
      reference: 'wd-500',
      status: 'unknown',
    });
    expect(fake.transfers.has('wd-500')).toBe(true);
  });

  it('when a reference was never sent, then verifying finds nothing, so a retry may go out', async () => {
    await expect(transfers.verify('wd-never')).resolves.toEqual({
      reference: 'wd-never',
      status: 'notFound',
    });
  });

  it.each([
    [{ provider: 'moov' as const, country: 'Togo', accountNumber: '90123456' }],
    [{ provider: 'mpesa' as const, country: 'Kenya', accountNumber: '0712345678' }],
  ])(
    'when the wallet is one Flutterwave documents no transfers to (%o), then it is not paid and nothing is asked',
    async (wallet) => {
      expect(transfers.pays(wallet)).toBe(false);
      const calls = fake.received.length;
      await expect(transfers.send(payout('wd-no', { wallet }))).resolves.toMatchObject({
        status: 'failed',
      });
      expect(fake.received.length).toBe(calls);
    },
  );

  it('when Tanzanian shillings go to M-Pesa (Vodacom), then Flutterwave is asked for shillings in major units', async () => {
    const vodacom = {
      provider: 'vodacom' as const,
      country: 'Tanzania',
      accountNumber: '0754123456',
    };
    await transfers.send(
      payout('wd-tz', { currency: 'TZS', amountMinor: 2_610_050, wallet: vodacom }),
    );
    expect(fake.transfers.get('wd-tz')).toMatchObject({
      account_number: '255754123456',
      bank_code: 'VODACOM',
      amount: 26_100.5,
      currency: 'TZS',
    });
  });

  describe('its transfer.completed webhook', () => {
    const webhook = (...args: Parameters<FlutterwaveFake['transferCompletion']>) => {
      const { body, headers } = fake.transferCompletion(...args);
      return [Buffer.from(body), headers] as const;
    };

    it('when it says a transfer succeeded, then the transfer read back from Flutterwave pays it, in whole francs', async () => {
      await transfers.send(payout('wd-hook'));
      await expect(transfers.parseCallback(...webhook('wd-hook', 'SUCCESSFUL'))).resolves.toEqual({
        reference: 'wd-hook',
        amountMinor: 60_200,
        status: 'paid',
      });
      expect(fake.received.at(-1)!.path).toBe(`/v3/transfers/${fake.transfers.get('wd-hook')!.id}`);
    });

    it('when it says a transfer failed, then it fails with Flutterwave’s reason', async () => {
      await transfers.send(payout('wd-hook-failed'));
      await expect(
        transfers.parseCallback(...webhook('wd-hook-failed', 'FAILED')),
      ).resolves.toMatchObject({ reference: 'wd-hook-failed', status: 'failed' });
    });

    it('when a transfer failed with Flutterwave’s own words, then the reason is stored as a key with them, said in each reader’s language', async () => {
      await transfers.send(payout('wd-refused'));
      fake.settleTransfer('wd-refused', 'FAILED', 'Insufficient wallet balance');
      const failed = await transfers.verify('wd-refused');
      expect(failed).toMatchObject({ reference: 'wd-refused', status: 'failed' });
      const reason = failed.reason ?? '';
      expect(reasonIn('en', reason)).toBe(
        'Flutterwave could not make the transfer (Insufficient wallet balance)',
      );
      expect(reasonIn('fr', reason)).toBe(
        'Flutterwave n’a pas pu effectuer le virement (Insufficient wallet balance)',
      );
    });

    it('when its verif-hash is not our secret hash, then it is refused and Flutterwave is not asked', async () => {
      await transfers.send(payout('wd-forged'));
      const calls = fake.received.length;
      const [body] = webhook('wd-forged', 'SUCCESSFUL');
      await expect(
        transfers.parseCallback(body, { 'verif-hash': 'guessed' }),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
      expect(fake.received.length).toBe(calls);
    });
  });
});
