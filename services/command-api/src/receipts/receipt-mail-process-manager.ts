import { randomUUID } from 'node:crypto';
import type { EventStore, StoredEvent } from '@harambee/events';
import type { CommandApiDeps } from '../core/deps';
import { retryOnConflict, withMetadata } from '../core/handle-command';
import { NotYet, type ProcessManager, reactionContext } from '../core/process-manager';
import { donationStream } from '../donations/donation';
import { mailLanguage, pathInLanguage } from '../mail/mail-language';
import { mailReceipt, receiptStream, unmailedReceipt } from './receipt';
import { receiptPath } from './receipt-link';
import { receiptMail } from './receipt-mail';

const PAGE = 100;

export const giftOf = async (store: EventStore, paymentId: string) =>
  (await store.readStream(donationStream(paymentId))).events.find(
    (event) => event.type === 'DonationRecorded',
  );

/**
 * The index of the gift's own entry in the public ledger, if it is placed. The publisher places it after reading
 * the gift, so it is looked for in the log from the gift on: a few events when the publisher keeps up.
 */
export const ledgerIndexOf = async (store: EventStore, gift: StoredEvent) => {
  for (let after = gift.position; ;) {
    const events = await store.readAll(after, PAGE);
    const entry = events.find(
      (event) => event.type === 'LedgerEntryPublished' && event.data.sourceEventId === gift.id,
    );
    if (entry?.type === 'LedgerEntryPublished') return entry.data.index;
    if (events.length < PAGE) return undefined;
    after = events.at(-1)!.position;
  }
};

/** Sends the receipt's mail once, in the append of its ReceiptMailed; throws NotYet while it waits for the entry. */
export const mailReceiptOf = (deps: CommandApiDeps, receiptId: string, cause: StoredEvent) =>
  retryOnConflict(async () => {
    const { events, version } = await deps.store.readStream(receiptStream(receiptId));
    const receipt = unmailedReceipt(events);
    if (!receipt) return;
    const gift = await giftOf(deps.store, receipt.paymentId);
    const ledgerIndex = gift && (await ledgerIndexOf(deps.store, gift));
    const now = deps.clock();
    const mailed = mailReceipt(receipt, ledgerIndex, now);
    if (mailed === 'wait') throw new NotYet(`receipt ${receiptId} waits for its ledger entry`);
    const mailId = randomUUID();
    const path = receiptPath(deps.config.jwtSecret, receiptId);
    const link = `${deps.config.publicUrl}${pathInLanguage(mailLanguage(receipt.language), path)}`;
    await deps.store.append(
      [
        {
          streamId: receiptStream(receiptId),
          expected: version,
          events: withMetadata([mailed], reactionContext(cause, now)),
        },
      ],
      deps.mail.enqueue(receiptMail(receipt, link, mailed.data.ledgerIndex), mailId),
    );
    await deps.mail.deliverNow(mailId);
  });

/**
 * Mails each receipt issued from now on, naming its gift's entry in the public ledger: the entry is placed by
 * another process manager, so a receipt whose entry is not there yet is tried again (with the runner's backoff)
 * until it is, or until the wait is over and it goes without. The publisher places gifts in log order, so the
 * receipts behind a waiting one wait for it too.
 */
export const receiptMailProcessManager: ProcessManager = {
  name: 'receipt-mails',
  savesPlace: 'per-batch',
  reactsTo: ['ReceiptIssued'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type === 'ReceiptIssued') await mailReceiptOf(deps, event.data.receiptId, event);
  },
};
