import { randomUUID } from 'node:crypto';
import type { EventOf, EventStore, StoredEvent } from '@harambee/events';
import { comparePositions } from '@harambee/eventstore';
import type { CommandApiDeps } from '../core/deps';
import type { Mail } from '../core/mailer';
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
 * The gifts' entries in the public ledger, by gift event id. The publisher places a gift after reading it, so its
 * entry is looked for among the entries logged from the earliest gift on: a few when the publisher keeps up.
 */
const ledgerIndexesOf = async (store: EventStore, gifts: readonly StoredEvent[]) => {
  const wanted = new Set(gifts.map((gift) => gift.id));
  const found = new Map<string, number>();
  if (wanted.size === 0) return found;
  let after = gifts
    .map((gift) => gift.position)
    .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  for (;;) {
    const { events, readTo } = await store.readAllOf(['LedgerEntryPublished'], after, PAGE);
    for (const event of events)
      if (event.type === 'LedgerEntryPublished' && wanted.has(event.data.sourceEventId))
        found.set(event.data.sourceEventId, event.data.index);
    if (found.size === wanted.size || events.length < PAGE) return found;
    after = readTo;
  }
};

/** The index of the gift's own entry in the public ledger, if it is placed. */
export const ledgerIndexOf = async (store: EventStore, gift: StoredEvent) =>
  (await ledgerIndexesOf(store, [gift])).get(gift.id);

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

type IssuedEvent = StoredEvent & EventOf<'ReceiptIssued'>;

/**
 * Mails a batch's receipts in one step: one read of their streams, one of their gifts', one of the log for their
 * ledger entries, one append of every ReceiptMailed with their mails' rows (written claimed), and once sent one
 * statement recording them sent. The receipts behind one that waits for
 * its entry wait with it (NotYet), those before it go.
 */
const mailReceipts = (deps: CommandApiDeps, issued: readonly IssuedEvent[]) =>
  retryOnConflict(async () => {
    const streams = await deps.store.readStreams(
      issued.map((event) => receiptStream(event.data.receiptId)),
    );
    const unmailed = issued.flatMap((cause, i) => {
      const receipt = unmailedReceipt(streams[i]!.events);
      return receipt ? [{ cause, receipt, version: streams[i]!.version }] : [];
    });
    const gifts = (
      await deps.store.readStreams(unmailed.map(({ receipt }) => donationStream(receipt.paymentId)))
    ).map((stream) => stream.events.find((event) => event.type === 'DonationRecorded'));
    const indexes = await ledgerIndexesOf(
      deps.store,
      gifts.filter((gift) => gift !== undefined),
    );
    const now = deps.clock();
    const ready: {
      cause: IssuedEvent;
      receiptId: string;
      version: number;
      mailed: Exclude<ReturnType<typeof mailReceipt>, 'wait'>;
      mail: Mail;
      mailId: string;
    }[] = [];
    let waiting: string | undefined;
    for (const [i, { cause, receipt, version }] of unmailed.entries()) {
      const gift = gifts[i];
      const mailed = mailReceipt(receipt, gift && indexes.get(gift.id), now);
      if (mailed === 'wait') {
        waiting = receipt.receiptId;
        break;
      }
      const path = receiptPath(deps.config.jwtSecret, receipt.receiptId);
      const link = `${deps.config.publicUrl}${pathInLanguage(mailLanguage(receipt.language), path)}`;
      const mail = receiptMail(receipt, link, mailed.data.ledgerIndex);
      ready.push({
        cause,
        receiptId: receipt.receiptId,
        version,
        mailed,
        mail,
        mailId: randomUUID(),
      });
    }
    if (ready.length > 0) {
      const mails = deps.mail.toSendNow(ready);
      await deps.store.append(
        ready.map(({ cause, receiptId, version, mailed }) => ({
          streamId: receiptStream(receiptId),
          expected: version,
          events: withMetadata([mailed], reactionContext(cause, now)),
        })),
        mails.write,
      );
      await mails.send();
    }
    if (waiting) throw new NotYet(`receipt ${waiting} waits for its ledger entry`);
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
  reactToAll: (events, deps) =>
    mailReceipts(
      deps,
      events.filter((event): event is IssuedEvent => event.type === 'ReceiptIssued'),
    ),
};
