import type { EventOf, StoredEvent, StreamWrite } from '@harambee/events';
import type { CommandApiDeps } from '../core/deps';
import { retryOnConflict, withMetadata } from '../core/handle-command';
import { fold } from '../core/decider';
import { type ProcessManager, reactionContext } from '../core/process-manager';
import { campaignStream } from '../campaigns/campaign';
import { paymentDecider, paymentStream } from '../payments/payment';
import {
  type Gift,
  issueReceipt,
  receiptNumbersStream,
  receiptStream,
  receiptYear,
} from './receipt';

/** The card's last four digits, from the payment's own stream (none for other methods). */
const last4Of = (events: StoredEvent[]) => {
  const paid = fold(paymentDecider, events);
  return paid.status === 'none' ? null : paid.last4;
};

/** The campaign's title as the donor saw it: its latest, from the campaign's own stream. */
export const titleOf = (events: readonly StoredEvent[]) =>
  events.reduce(
    (title, event) =>
      event.type === 'CampaignCreated' || event.type === 'CampaignEdited'
        ? event.data.title
        : title,
    '',
  );

type Recorded = { gift: Gift; cause: StoredEvent };

/** The streams a receipt is decided from, each read once however many of the gifts share it. */
const readGiftStreams = async (deps: CommandApiDeps, gifts: readonly Recorded[]) => {
  const ids = [
    ...new Set(
      gifts.flatMap(({ gift }) => [
        receiptStream(gift.donationId),
        campaignStream(gift.campaignId),
        paymentStream(gift.paymentId),
      ]),
    ),
  ];
  const streams = new Map((await deps.store.readStreams(ids)).map((read, i) => [ids[i]!, read]));
  return (id: string) => streams.get(id)!;
};

/**
 * Issues the receipts of gifts of one year in one append: each its receipt stream, and the year's numbers stream
 * taking the next numbers in the gifts' order, at its expected version, so two issuers never take one number and
 * none is skipped (a clash retries the whole step, and a gift already receipted is passed over). The numbers stream
 * holds one ReceiptNumberTaken per number, so its version is the last number taken: read without its events, so a
 * receipt costs the same on the last day of the year as on the first. Their mails are the receipt mails' step.
 */
export const issueReceiptsFor = (deps: CommandApiDeps, gifts: readonly Recorded[], year: number) =>
  retryOnConflict(async () => {
    const [numbersVersion, streamOf] = await Promise.all([
      deps.store.streamVersion(receiptNumbersStream(year)),
      readGiftStreams(deps, gifts),
    ]);
    const receipts: StreamWrite[] = [];
    const numbers: StreamWrite['events'] = [];
    for (const { gift, cause } of gifts) {
      const issued = issueReceipt({
        gift,
        campaignTitle: titleOf(streamOf(campaignStream(gift.campaignId)).events),
        last4: last4Of(streamOf(paymentStream(gift.paymentId)).events),
        alreadyIssued: streamOf(receiptStream(gift.donationId)).version > 0,
        lastNumber: numbersVersion + numbers.length,
        now: deps.clock(),
      });
      if (issued.length === 0) continue;
      const [receiptIssued, numberTaken] = issued;
      const context = reactionContext(cause, deps.clock());
      receipts.push({
        streamId: receiptStream(gift.donationId),
        expected: 'no_stream',
        events: withMetadata([receiptIssued], context),
      });
      numbers.push(...withMetadata([numberTaken], context));
    }
    if (numbers.length === 0) return;
    await deps.store.append([
      ...receipts,
      {
        streamId: receiptNumbersStream(year),
        expected: numbersVersion || 'no_stream',
        events: numbers,
      },
    ]);
  });

/** Issues the receipt of one recorded gift (none for a gift that has one, or whose method gets none). */
export const issueReceiptFor = (deps: CommandApiDeps, gift: Gift, cause: StoredEvent) =>
  issueReceiptsFor(deps, [{ gift, cause }], receiptYear(gift));

const giftsOf = (events: readonly StoredEvent[]): Recorded[] =>
  events.flatMap((event) =>
    event.type === 'DonationRecorded'
      ? [{ gift: (event as EventOf<'DonationRecorded'>).data, cause: event }]
      : [],
  );

/** A batch's gifts, a year at a time (a batch spans two years only at the turn of one). */
const receiptsFor = async (gifts: Recorded[], deps: CommandApiDeps) => {
  const years = [...new Set(gifts.map(({ gift }) => receiptYear(gift)))];
  for (const year of years)
    await issueReceiptsFor(
      deps,
      gifts.filter(({ gift }) => receiptYear(gift) === year),
      year,
    );
};

/** Every paid gift recorded from now on gets its receipt (gifts from before the first run get none). */
export const receiptProcessManager: ProcessManager = {
  name: 'receipts',
  savesPlace: 'per-batch',
  reactsTo: ['DonationRecorded'],
  startsFrom: 'now',
  react: (event, deps) => receiptsFor(giftsOf([event]), deps),
  reactToAll: (events, deps) => receiptsFor(giftsOf(events), deps),
};
