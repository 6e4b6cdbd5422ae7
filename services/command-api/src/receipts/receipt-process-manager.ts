import type { EventOf, StoredEvent } from '@harambee/events';
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

/** The campaign's title as the donor saw it: its latest, from the campaign's own stream. */
const titleOf = (events: StoredEvent[]) =>
  events.reduce(
    (title, event) =>
      event.type === 'CampaignCreated' || event.type === 'CampaignEdited'
        ? event.data.title
        : title,
    '',
  );

/**
 * Issues the receipt of one recorded gift; its mail is the receipt mails' step. The year's numbers stream
 * holds one ReceiptNumberTaken per number, so its version is the last number taken: read without its events, so a
 * receipt costs the same on the last day of the year as on the first.
 */
export const issueReceiptFor = (deps: CommandApiDeps, gift: Gift, cause: StoredEvent) =>
  retryOnConflict(async () => {
    const year = receiptYear(gift);
    const [numbersVersion, [receipt, campaign, payment]] = await Promise.all([
      deps.store.streamVersion(receiptNumbersStream(year)),
      deps.store.readStreams([
        receiptStream(gift.donationId),
        campaignStream(gift.campaignId),
        paymentStream(gift.paymentId),
      ]),
    ]);
    const paid = fold(paymentDecider, payment!.events);
    const issued = issueReceipt({
      gift,
      campaignTitle: titleOf(campaign!.events),
      last4: paid.status === 'none' ? null : paid.last4,
      alreadyIssued: receipt!.version > 0,
      lastNumber: numbersVersion,
      now: deps.clock(),
    });
    if (issued.length === 0) return;
    const [receiptIssued, numberTaken] = issued;
    const context = reactionContext(cause, deps.clock());
    await deps.store.append([
      {
        streamId: receiptStream(gift.donationId),
        expected: 'no_stream',
        events: withMetadata([receiptIssued], context),
      },
      {
        streamId: receiptNumbersStream(year),
        expected: numbersVersion || 'no_stream',
        events: withMetadata([numberTaken], context),
      },
    ]);
  });

/** Every paid gift recorded from now on gets its receipt (gifts from before the first run get none). */
export const receiptProcessManager: ProcessManager = {
  name: 'receipts',
  savesPlace: 'per-batch',
  reactsTo: ['DonationRecorded'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type === 'DonationRecorded')
      await issueReceiptFor(deps, (event as EventOf<'DonationRecorded'>).data, event);
  },
};
