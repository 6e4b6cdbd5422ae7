import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@harambee/events';
import { giftCommitment, movedIn } from '@harambee/merkle-log';
import { comparePositions, createPersonalDataVault } from '@harambee/eventstore';
import { RECEIPT_MAIL_LEDGER_WAIT_MS } from '@harambee/rules';
import { NotYet } from '../core/process-manager';
import { publicLedgerProcessManager } from '../public-ledger';
import { mailReceiptOf, receiptMailProcessManager } from './receipt-mail-process-manager';
import { issueReceiptFor, receiptProcessManager } from './receipt-process-manager';
import { LEDGER_PENDING_NOTE, ledgerEntryLine } from './receipt-mail';
import {
  type CommandApiUnderTest,
  createApprovedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { gift, PLAIN_CHOICES } from '../payments/testing/donor';

/** The deps with a store that notes how many events each append writes, in `appends`. */
const countingAppends = (deps: CommandApiUnderTest['deps']) => {
  const appends: number[] = [];
  const { store } = deps;
  const append = (...args: Parameters<typeof store.append>) => {
    appends.push(args[0].length);
    return store.append(...args);
  };
  return { appends, deps: { ...deps, store: { ...store, append } } };
};
let phones = 0;
/** M-PESA from a number of its own each time: one number gets only a few prompts an hour. */
const mobile = () => ({
  method: 'mobileMoney',
  country: 'KE',
  mobileProvider: 'mpesa',
  phone: `0712 345 ${String(++phones).padStart(3, '0')}`,
});
const year = new Date().getUTCFullYear();
type Issued = Extract<StoredEvent, { type: 'ReceiptIssued' }>;

/** A command API with an approved campaign to give to. */
const startWithCampaign = async (
  processManagers: boolean,
  campaign: Record<string, string> = {},
) => {
  const api = await startCommandApiUnderTest({ processManagers });
  const { campaignId } = await createApprovedCampaign(api, campaign);
  return { api, campaignId };
};

/** A gift paid through the sandbox's hosted checkout: its payment id. */
const giveTo = async (
  api: CommandApiUnderTest,
  campaignId: string,
  email: string | null,
  fields: Record<string, unknown> = mobile(),
) => {
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

describe('receipts for recorded gifts', () => {
  let api: CommandApiUnderTest;
  let campaignId: string;

  beforeAll(async () => {
    ({ api, campaignId } = await startWithCampaign(true, { title: 'Fish & chips "Accra"' }));
  });
  afterAll(() => api.stop());

  const give = (email: string | null, fields?: Record<string, unknown>) =>
    giveTo(api, campaignId, email, fields);
  const receiptOf = async (paymentId: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const { body } = await api.call(`/v1/payments/${paymentId}`);
      if (body.data.receipt)
        return body.data.receipt as { receiptId: string; receiptNumber: string; url: string };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no receipt for ${paymentId}`);
  };

  it('when a mobile-money gift with an email is recorded, then the donor is mailed a numbered receipt naming its ledger entry, whose link opens it without signing in', async () => {
    const paymentId = await give('wanjiru@example.org');
    const receipt = await receiptOf(paymentId);
    expect(receipt.receiptNumber).toMatch(new RegExp(`^HB-${year}-\\d{6}$`));

    const mail = await api.smtp.waitForMail('wanjiru@example.org');
    expect(mail.subject).toBe(`Your Harambee receipt ${receipt.receiptNumber}`);
    expect(mail.text).toContain('Amount: $25.00 USD');
    expect(mail.text).toContain('Campaign: Fish & chips "Accra"');
    expect(mail.text).toContain('Payment method: Mobile money');
    expect(mail.html).toContain('Fish &amp; chips &quot;Accra&quot;');
    const link = new URL(api.smtp.linkIn(mail));
    expect(`${link.pathname}${link.search}`).toBe(receipt.url);
    const [entry] = (await api.eventsOfType('LedgerEntryPublished')).filter(
      (published) => published.data.subject === receipt.receiptId,
    );
    const line = ledgerEntryLine(entry!.data.index);
    expect(mail.text).toContain(`${line} ${api.smtp.linkIn(mail)}`);
    expect(mail.html).toContain(`${line} <a href="${api.smtp.linkIn(mail)}">`);
    expect(mail.text).not.toContain(LEDGER_PENDING_NOTE);

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

    // Issue "Money that matches the world", item 11: the entry commits to this receipt, with the receipt's salt.
    const { ledgerProof } = opened.body.data.receipt;
    const leaf = JSON.parse(entry!.data.leaf);
    expect(leaf.type).toBe('DonationRecorded');
    expect(ledgerProof.charged).toEqual({ currency: 'KES', amountMinor: expect.any(Number) });
    expect(movedIn(leaf, 'KES')).toBe(ledgerProof.charged.amountMinor);
    expect(leaf.commitment).toBe(
      giftCommitment({
        receiptId: receipt.receiptId,
        amount: ledgerProof.charged.amountMinor,
        currency: ledgerProof.charged.currency,
        salt: ledgerProof.salt,
      }),
    );
    expect(entry!.data.leaf).not.toContain(ledgerProof.salt);
    const pinned = await fetch(`${api.origin}/.well-known/harambee-ledger-key`);
    expect(await pinned.text()).toBe(ledgerProof.ledgerKey);
    const [head] = await api.eventsOfType('LedgerHeadSigned');
    expect(head?.data.publicKey ?? ledgerProof.ledgerKey).toBe(ledgerProof.ledgerKey);
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

  it('when the receipts and receipt mails reactions run again for a gift, then no second receipt or mail is issued', async () => {
    const paymentId = await give('amara@example.org', { method: 'card' });
    await receiptOf(paymentId);
    await api.smtp.waitForMail('amara@example.org');
    const [recorded] = await api.deps.store
      .readStream(`donation-${paymentId}`)
      .then((stream) => stream.events);
    // The signed heads go on by the clock: the receipts' own steps are counted.
    const receiptSteps = async () =>
      (
        await Promise.all(
          ['ReceiptIssued', 'ReceiptNumberTaken', 'ReceiptMailed'].map(api.eventsOfType),
        )
      ).flat().length;
    const count = await receiptSteps();
    await issueReceiptFor(api.deps, recorded!.data as never, recorded!);
    const [issued] = (await api.eventsOfType('ReceiptIssued')).filter(
      (event) => event.data.paymentId === paymentId,
    );
    await mailReceiptOf(api.deps, issued!.data.receiptId, recorded!);
    expect(await receiptSteps()).toBe(count);
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
        ...PLAIN_CHOICES,
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

  it('when a batch of gifts is receipted in one step, beside a racing single receipt, then each takes one number, in the batch order, without a gap, in one append', async () => {
    const before = (await api.eventsOfType('ReceiptNumberTaken')).length;
    const batch = [1, 2, 3, 4, 5].map(recorded);
    const single = recorded();
    const { appends, deps: counting } = countingAppends(api.deps);
    await Promise.all([
      receiptProcessManager.reactToAll!(batch, counting),
      issue(api.deps, single),
    ]);
    const numberOf = new Map(
      (await api.eventsOfType('ReceiptIssued')).map((event) => [
        event.data.donationId,
        Number(String(event.data.receiptNumber).slice(-6)),
      ]),
    );
    const batchNumbers = batch.map((gift) =>
      numberOf.get((gift.data as { donationId: string }).donationId)!,
    );
    const all = [
      ...batchNumbers,
      numberOf.get((single.data as { donationId: string }).donationId)!,
    ];
    expect([...all].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
    expect(batchNumbers).toEqual([...batchNumbers].sort((a, b) => a - b));
    expect(batchNumbers.at(-1)! - batchNumbers[0]!).toBe(4);
    // Five receipt streams and the numbers stream, in one append (a second only if the single one won the race).
    expect(appends[0]).toBe(6);
    await receiptProcessManager.reactToAll!(batch, api.deps);
    expect((await api.eventsOfType('ReceiptNumberTaken')).length).toBe(before + 6);
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

describe('receipt mails and the public ledger', () => {
  let api: CommandApiUnderTest;
  let campaignId: string;

  // No process managers run: each test places the gift's ledger entry, or not, itself.
  beforeAll(async () => {
    ({ api, campaignId } = await startWithCampaign(false));
  });
  afterAll(() => api.stop());

  /** A paid gift and its receipt, as the receipts reaction issues it; its ledger entry is not placed. */
  const receipted = async (email: string) => {
    const paymentId = await giveTo(api, campaignId, email);
    const { events } = await api.deps.store.readStream(`donation-${paymentId}`);
    const recorded = events.find((event) => event.type === 'DonationRecorded')!;
    await issueReceiptFor(api.deps, recorded.data as never, recorded);
    const { events: receipt } = await api.deps.store.readStream(
      `receipt-${(recorded.data as { donationId: string }).donationId}`,
    );
    return { recorded, issued: receipt[0]! as Issued };
  };
  const mailsTo = (email: string) => api.smtp.received.filter((mail) => mail.to.includes(email));
  const mailedEvents = async (receiptId: string) =>
    (await api.eventsOfType('ReceiptMailed')).filter((event) => event.data.receiptId === receiptId);
  const at = (issued: Issued, waitedMs: number) => ({
    ...api.deps,
    clock: () => new Date(Date.parse(issued.data.issuedAt) + waitedMs),
  });

  it('when the publisher places the gift after its receipt is issued, then the mail waits and then names the entry', async () => {
    const { recorded, issued } = await receipted('esi@example.org');
    const { receiptId } = issued.data;
    await expect(mailReceiptOf(api.deps, receiptId, issued)).rejects.toBeInstanceOf(NotYet);
    expect(await mailedEvents(receiptId)).toEqual([]);

    await publicLedgerProcessManager.react(recorded, api.deps);
    const [entry] = (await api.eventsOfType('LedgerEntryPublished')).filter(
      (published) => published.data.subject === receiptId,
    );
    await mailReceiptOf(api.deps, receiptId, issued);
    const mail = await api.smtp.waitForMail('esi@example.org');
    expect(mail.text).toContain(`${ledgerEntryLine(entry!.data.index)} ${api.smtp.linkIn(mail)}`);
    expect((await mailedEvents(receiptId)).map((event) => event.data.ledgerIndex)).toEqual([
      entry!.data.index,
    ]);
  });

  it('when a batch of receipts is mailed in one step, then those before one that waits go in one append naming their entries, and the rest wait', async () => {
    const gifts = await Promise.all(
      ['abena', 'kofi', 'yaw'].map((name) => receipted(`${name}-batch@example.org`)),
    );
    gifts.sort((a, b) => comparePositions(a.issued.position, b.issued.position));
    const [first, second, third] = gifts;
    for (const { recorded } of [first!, second!])
      await publicLedgerProcessManager.react(recorded, api.deps);
    const { appends, deps: counting } = countingAppends(api.deps);
    const issued = gifts.map((gift) => gift.issued);

    const waited = receiptMailProcessManager.reactToAll!(issued, counting);

    await expect(waited).rejects.toBeInstanceOf(NotYet);
    expect(appends).toEqual([2]);
    const entries = await api.eventsOfType('LedgerEntryPublished');
    for (const { issued: receipt } of [first!, second!]) {
      const [entry] = entries.filter((e) => e.data.subject === receipt.data.receiptId);
      expect(
        (await mailedEvents(receipt.data.receiptId)).map((event) => event.data.ledgerIndex),
      ).toEqual([entry!.data.index]);
    }
    expect(await mailedEvents(third!.issued.data.receiptId)).toEqual([]);
    for (const { issued: receipt } of [first!, second!])
      await api.smtp.waitForMail(String(receipt.data.email));
    expect(mailsTo(String(third!.issued.data.email))).toEqual([]);

    await publicLedgerProcessManager.react(third!.recorded, api.deps);
    await receiptMailProcessManager.reactToAll!(issued, api.deps);
    expect(await mailedEvents(third!.issued.data.receiptId)).toHaveLength(1);
    expect((await mailedEvents(first!.issued.data.receiptId)).length).toBe(1);
  });

  it('when the gift is never placed, then the mail waits its bounded time and goes once without the entry', async () => {
    const { recorded, issued } = await receipted('yaw@example.org');
    const { receiptId } = issued.data;
    const almost = at(issued, RECEIPT_MAIL_LEDGER_WAIT_MS - 1);
    await expect(mailReceiptOf(almost, receiptId, issued)).rejects.toBeInstanceOf(NotYet);

    const waited = at(issued, RECEIPT_MAIL_LEDGER_WAIT_MS);
    await mailReceiptOf(waited, receiptId, issued);
    const mail = await api.smtp.waitForMail('yaw@example.org');
    expect(mail.subject).toBe(`Your Harambee receipt ${issued.data.receiptNumber}`);
    expect(mail.text).toContain(LEDGER_PENDING_NOTE);
    expect(mail.text).not.toContain('Ledger entry #');
    expect(mail.html).not.toContain('Ledger entry #');
    expect((await mailedEvents(receiptId)).map((event) => event.data.ledgerIndex)).toEqual([null]);

    await publicLedgerProcessManager.react(recorded, api.deps);
    const count = await api.eventCount();
    await mailReceiptOf(waited, receiptId, issued);
    await mailReceiptOf(api.deps, receiptId, issued);
    expect(await api.eventCount()).toBe(count);
    await api.deps.mail.deliverNow('00000000-0000-0000-0000-000000000000');
    expect(mailsTo('yaw@example.org')).toHaveLength(1);
  });

  it('when the donor was erased before the mail went, then no mail goes and nothing is written', async () => {
    const { recorded, issued } = await receipted('efua@example.org');
    await createPersonalDataVault(api.deps.db).erase(`donation-${issued.data.donationId}`);
    await publicLedgerProcessManager.react(recorded, api.deps);
    const count = await api.eventCount();
    await mailReceiptOf(api.deps, issued.data.receiptId, issued);
    expect(await api.eventCount()).toBe(count);
    await api.deps.mail.deliverNow('00000000-0000-0000-0000-000000000000');
    expect(mailsTo('efua@example.org')).toEqual([]);
  });
});
