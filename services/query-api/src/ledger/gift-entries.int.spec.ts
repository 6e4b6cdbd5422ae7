import { say } from '@harambee/messages';
import type { NewEvent } from '@harambee/events';
import { receiptKey } from '@harambee/platform';
import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import { bySystem, donationRecorded } from '@harambee/events/src/testing/sample-events';
import { randomUUID } from 'node:crypto';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';
import { GIFT_NOT_FOUND } from './gift-entries-access';

const named = donationRecorded('c3', { amountCents: 2_500, donorName: 'Wanjiru Kamau' });
const other = donationRecorded('c3', { amountCents: 1_000, donorName: 'Otieno Baraka' });
const giftId = (named.data as { donationId: string }).donationId;
const otherId = (other.data as { donationId: string }).donationId;

/** A published leaf of the gift's posting of this kind, as the publisher appends it. */
const leafOf = (index: number, type: string, subject: string): NewEvent => ({
  type: 'LedgerEntryPublished',
  data: {
    index,
    leaf: JSON.stringify({
      amount: 2_500,
      at: '2026-01-01T12:00:00.000Z',
      campaignId: 'c3',
      currency: 'USD',
      index,
      postings: [
        { account: 'donors:stripe', amount: -2_500 },
        { account: 'campaign:c3:escrow', amount: 2_500 },
      ],
      type,
    }),
    leafHash: index.toString(16).padStart(64, '0'),
    completed: [],
    sourceEventId: randomUUID(),
    sourcePosition: { transactionId: '1', globalPosition: String(index + 1) },
    campaignId: 'c3',
    subject,
  },
  metadata: bySystem(),
});

const notFound = { status: 404, body: { status: 'fail', message: say('en', GIFT_NOT_FOUND) } };

describe.each(readStoreKinds())("a disputed gift's entries in the public ledger, on %s", (kind) => {
  let api: QueryApiUnderTest;
  const entriesOf = (id: string, query = '', token?: string) =>
    api.get(`/v1/ledger/subjects/${encodeURIComponent(id)}${query}`, token);
  const typesIn = (answer: { body: { data: { entries: { leaf: string }[] } } }) =>
    answer.body.data.entries.map(({ leaf }) => (JSON.parse(leaf) as { type: string }).type);

  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, [
      ...marketplace(),
      named,
      other,
      leafOf(0, 'DonationRecorded', giftId),
      leafOf(1, 'DonationRecorded', otherId),
      leafOf(2, 'DisputeOpened', giftId),
    ]);
  });
  afterAll(() => api.stop());

  it("when a stranger takes a named backer's gift from the public list, then its id opens no ledger entries", async () => {
    const { body } = await api.get('/v1/donations/c3');
    const listed = body.data.donations.find(
      (donation: { donorName: string }) => donation.donorName === 'Wanjiru Kamau',
    );
    expect(listed._id).not.toBe(giftId);
    expect(JSON.stringify(body)).not.toContain(giftId);
    expect(await entriesOf(listed._id)).toEqual(notFound);
  });

  it.each([
    ['no key', ''],
    ['an empty key', '?k='],
    ['a wrong key', `?k=${'A'.repeat(32)}`],
    ['two keys', `?k=x&k=y`],
  ])(
    "when a stranger asks for the gift's own id with %s, then 404 says it is not found",
    async (_, query) => {
      expect(await entriesOf(giftId, query)).toEqual(notFound);
    },
  );

  it("when another gift's receipt key or a creator's token is shown, then the gift's entries stay closed", async () => {
    expect(await entriesOf(giftId, `?k=${receiptKey(api.jwtSecret, otherId)}`)).toEqual(notFound);
    expect(await entriesOf(giftId, '', api.tokens.creator)).toEqual(notFound);
  });

  it("when the receipt's holder asks with its link's key, then the gift and its dispute come, oldest first", async () => {
    const answer = await entriesOf(giftId, `?k=${receiptKey(api.jwtSecret, giftId)}`);
    expect(answer.status).toBe(200);
    expect(typesIn(answer)).toEqual(['DonationRecorded', 'DisputeOpened']);
  });

  it("when an admin asks, then the gift's entries come without a key", async () => {
    const answer = await entriesOf(giftId, '', api.tokens.admin);
    expect(answer.status).toBe(200);
    expect(typesIn(answer)).toEqual(['DonationRecorded', 'DisputeOpened']);
  });
});
