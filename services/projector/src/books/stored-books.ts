import type { SqlDatabase } from '@harambee/database';
import type { CampaignFigures, Posting } from '@harambee/ledger';
import {
  type LedgerEntryRow,
  ledgerEntryRow,
  live,
  type MongoReadStore,
  rowOf,
} from '@harambee/read-models';
import { z } from 'zod';

/** What the read models say about money: the ledger's postings and the figures the pages show. */
export type StoredBooks = {
  postings: () => Promise<Posting[]>;
  figures: () => Promise<CampaignFigures[]>;
};

/** Rows of one posting are consecutive in log order; they become its entries again. */
const postingsOf = (rows: readonly LedgerEntryRow[]): Posting[] => {
  const postings = new Map<string, Posting>();
  for (const row of rows) {
    const posting = postings.get(row.event_id) ?? {
      eventId: row.event_id,
      position: { transactionId: row.transaction_id, globalPosition: row.global_position },
      at: row.at.toISOString(),
      type: row.type,
      campaignId: row.campaign_id,
      subject: row.subject,
      currency: row.currency as Posting['currency'],
      entries: [],
    };
    posting.entries.push({
      account: row.account,
      amount: row.amount,
      ...(row.currency === posting.currency
        ? {}
        : { currency: row.currency as Posting['currency'] }),
    });
    postings.set(row.event_id, posting);
  }
  return [...postings.values()];
};

const figuresRow = z.object({
  campaignId: z.string(),
  raisedCents: z.coerce.number(),
  refundedCents: z.coerce.number(),
});

export const postgresBooks = (db: SqlDatabase): StoredBooks => ({
  postings: async () =>
    postingsOf(
      (
        await db.query(
          `select * from ${live('ledger_entries')} order by transaction_id, global_position, account`,
        )
      ).map((row) => ledgerEntryRow.parse(row)),
    ),
  figures: async () =>
    (
      await db.query(
        `select id as "campaignId", amount_raised_cents as "raisedCents",
                amount_refunded_cents as "refundedCents"
         from ${live('campaigns')}`,
      )
    ).map((row) => figuresRow.parse(row)),
});

export const mongoBooks = ({ db }: MongoReadStore): StoredBooks => ({
  postings: async () =>
    postingsOf(
      (
        await db
          .collection('ledger_entries')
          .find()
          .sort({ transaction_id: 1, global_position: 1, account: 1 })
          .toArray()
      ).map((document) => ledgerEntryRow.parse(rowOf('ledger_entries', document))),
    ),
  figures: async () =>
    (
      await db
        .collection('campaigns')
        .find({}, { projection: { amount_raised_cents: 1, amount_refunded_cents: 1 } })
        .toArray()
    ).map((document) =>
      figuresRow.parse({
        campaignId: document._id,
        raisedCents: document.amount_raised_cents,
        refundedCents: document.amount_refunded_cents,
      }),
    ),
});
