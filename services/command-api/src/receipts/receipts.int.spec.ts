import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@harambee/events';
import { issueReceiptFor } from './receipt-process-manager';
import { LEDGER_NOTE } from './receipt-mail';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';

const gift = {
  amount: 25,
  donorName: 'Wanjiru Kamau',
  anonymous: false,
  message: 'Pole sana',
  isRecurring: false,
  recurringInterval: null,
  dedication: null,
};
const mobile = {
  method: 'mobileMoney',
  country: 'KE',
  mobileProvider: 'mpesa',
  phone: '0712 345 678',
};
const year = new Date().getUTCFullYear();

describe('receipts for recorded gifts', () => {
  let api: CommandApiUnderTest;
  let campaignId: string;

  beforeAll(async () => {
    api = await startCommandApiUnderTest({ processManagers: true });
    ({ campaignId } = await createVerifiedCampaign(api, { title: 'Fish & chips "Accra"' }));
    await api.call(`/v1/campaigns/${campaignId}/approve`, {
      method: 'PATCH',
      token: api.adminToken,
    });
  });
  afterAll(() => api.stop());

  const give = async (email: string | null, fields: Record<string, unknown> = mobile) => {
    const started = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: { ...gift, email, campaignId, ...fields },
    });
    expect(started.status).toBe(201);
    const { paymentId } = started.body.data;
    await fetch(`${api.origin}/sandbox/checkout/${paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'approve' }),
    });
    return paymentId as string;
  };
  const receiptOf = async (paymentId: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const { body } = await api.call(`/v1/payments/${paymentId}`);
      if (body.data.receipt)
        return body.data.receipt as { receiptId: string; receiptNumber: string; url: string };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no receipt for ${paymentId}`);
  };

  it('when a mobile-money gift with an email is recorded, then the donor is mailed a numbered receipt whose link opens it without signing in', async () => {
    const paymentId = await give('wanjiru@example.org');
    const receipt = await receiptOf(paymentId);
    expect(receipt.receiptNumber).toMatch(new RegExp(`^HB-${year}-\\d{6}$`));

    const mail = await api.smtp.waitForMail('wanjiru@example.org');
    expect(mail.subject).toBe(`Your Harambee receipt ${receipt.receiptNumber}`);
    expect(mail.text).toContain('Amount: $25.00 USD');
    expect(mail.text).toContain('Campaign: Fish & chips "Accra"');
    expect(mail.text).toContain('Payment method: Mobile money');
    expect(mail.text).toContain(LEDGER_NOTE);
    expect(mail.html).toContain('Fish &amp; chips &quot;Accra&quot;');
    const link = new URL(api.smtp.linkIn(mail));
    expect(`${link.pathname}${link.search}`).toBe(receipt.url);

    const opened = await api.call(`/v1/receipts/${receipt.receiptId}${link.search}`);
    expect(opened).toMatchObject({
      status: 200,
      body: {
        data: {
          receipt: {
            receiptNumber: receipt.receiptNumber,
            amount: 25,
            currency: 'USD',
            campaignId,
            campaignTitle: 'Fish & chips "Accra"',
            donorName: 'Wanjiru Kamau',
            paymentMethod: 'mobileMoney',
            last4: null,
          },
        },
      },
    });
  });

  it('when a receipt is asked for with a wrong key or none, then it answers 404 and shows nothing', async () => {
    const { receiptId } = await receiptOf(await give(null));
    for (const query of ['', '?k=', '?k=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '?k[]=x']) {
      expect(await api.call(`/v1/receipts/${receiptId}${query}`)).toMatchObject({
        status: 404,
        body: { message: 'Receipt not found' },
      });
    }
    expect((await api.call('/v1/receipts/not-a-receipt?k=x')).status).toBe(404);
  });

  it('when gifts are recorded at the same time, then each gets its own number and the numbers follow on without a gap', async () => {
    const before = (await api.eventsOfType('ReceiptNumberTaken')).length;
    const payments = await Promise.all([1, 2, 3, 4].map(() => give(null)));
    const numbers = (await Promise.all(payments.map(receiptOf)))
      .map((receipt) => Number(receipt.receiptNumber.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual([before + 1, before + 2, before + 3, before + 4]);
  });

  it('when the receipts reaction runs again for a gift, then no second receipt or mail is issued', async () => {
    const paymentId = await give('amara@example.org', { method: 'card' });
    await receiptOf(paymentId);
    await api.smtp.waitForMail('amara@example.org');
    const [recorded] = await api.deps.store
      .readStream(`donation-${paymentId}`)
      .then((stream) => stream.events);
    const count = await api.eventCount();
    await issueReceiptFor(api.deps, recorded!.data as never, recorded!);
    expect(await api.eventCount()).toBe(count);
    expect(
      (await api.eventsOfType('ReceiptIssued')).filter(
        (event) => event.data.paymentId === paymentId,
      ),
    ).toHaveLength(1);
    await api.deps.mail.deliverNow('00000000-0000-0000-0000-000000000000');
    expect(api.smtp.received.filter((mail) => mail.to.includes('amara@example.org'))).toHaveLength(
      1,
    );
  });

  /** A recorded gift as the receipts reaction gets it, without going through a payment. */
  const recorded = (): StoredEvent => {
    const paymentId = `chk_${randomUUID()}`;
    return {
      type: 'DonationRecorded',
      data: {
        donationId: randomUUID(),
        paymentId,
        campaignId,
        amountCents: 1_000,
        donorName: 'Kwabena Owusu',
        anonymous: false,
        message: '',
        email: null,
        isRecurring: false,
        recurringInterval: null,
        dedication: null,
        paymentMethod: 'mobileMoney',
        donatedAt: new Date().toISOString(),
      },
      id: randomUUID(),
      streamId: `donation-${paymentId}`,
      streamVersion: 1,
      schemaVersion: 1,
      position: { transactionId: '0', globalPosition: '0' },
      metadata: { actorId: null, actorRole: 'system', correlationId: randomUUID() },
      recordedAt: new Date().toISOString(),
    } as StoredEvent;
  };
  const issue = (deps: typeof api.deps, event: StoredEvent) =>
    issueReceiptFor(deps, event.data as never, event);

  it('when receipts are issued at the very same time, then they race for numbers and still take each one once, without a gap', async () => {
    const before = (await api.eventsOfType('ReceiptNumberTaken')).length;
    const gifts = [1, 2, 3, 4].map(recorded);
    await Promise.all(gifts.map((gift) => issue(api.deps, gift)));
    const donationIds = new Set(
      gifts.map((gift) => (gift.data as { donationId: string }).donationId),
    );
    const taken = (await api.eventsOfType('ReceiptIssued'))
      .filter((event) => donationIds.has(event.data.donationId))
      .map((event) => Number(String(event.data.receiptNumber).slice(-6)))
      .sort((a, b) => a - b);
    expect(taken).toEqual([before + 1, before + 2, before + 3, before + 4]);
  });

  it("when a receipt is issued, then the year's numbers stream is not read, only its version", async () => {
    const read: string[] = [];
    const store = api.deps.store;
    const spying = {
      ...store,
      readStream: (streamId: string) => {
        read.push(streamId);
        return store.readStream(streamId);
      },
      readStreams: (streamIds: string[]) => {
        read.push(...streamIds);
        return store.readStreams(streamIds);
      },
    };
    const before = await store.streamVersion(`receipt-numbers-${year}`);
    await issue({ ...api.deps, store: spying }, recorded());
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((streamId) => streamId.startsWith('receipt-numbers-'))).toEqual([]);
    expect(await store.streamVersion(`receipt-numbers-${year}`)).toBe(before + 1);
  });
});
