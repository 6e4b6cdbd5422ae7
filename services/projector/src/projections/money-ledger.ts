import { ERASED_NAME, type StoredEvent } from '@harambee/events';
import type { Sql } from '@harambee/database';
import type { LedgerKind } from '@harambee/read-models';
import type { Projection, StoredEventOf } from '../projection';
import { donorName, userName } from './actor-names';

type Entry = {
  campaign_id: string;
  transaction_id: string;
  global_position: string;
  kind: LedgerKind;
  amount_cents: number;
  at: string;
  actor_id: string | null;
  actor_name: string;
  reference: string | null;
};

const insertEntries = `
  insert into money_ledger (campaign_id, transaction_id, global_position, kind, amount_cents, at, actor_id,
                            actor_name, reference)
  select e.campaign_id, e.transaction_id, e.global_position, e.kind, e.amount_cents, e.at, e.actor_id,
         e.actor_name, e.reference
  from jsonb_to_recordset($1::jsonb) as e(campaign_id text, transaction_id bigint, global_position bigint,
       kind text, amount_cents bigint, at timestamptz, actor_id text, actor_name text, reference text)
  on conflict do nothing`;

const write = (tx: Sql, entries: Entry[]) => tx.query(insertEntries, [JSON.stringify(entries)]).then(() => undefined);

const entryOf = (
  event: StoredEvent,
  campaignId: string,
  kind: LedgerKind,
  amountCents: number,
  actorName: string,
  reference: string | null,
): Entry => ({
  campaign_id: campaignId,
  transaction_id: event.position.transactionId,
  global_position: event.position.globalPosition,
  kind,
  amount_cents: amountCents,
  at: event.recordedAt,
  actor_id: event.metadata.actorId,
  actor_name: actorName,
  reference,
});

/** A backer gives in their own name; an offline gift an admin records names the admin, as the history does. */
const giftEntry = async (tx: Sql, event: StoredEventOf<'DonationRecorded'>) =>
  entryOf(
    event,
    event.data.campaignId,
    'gift',
    event.data.amountCents,
    event.metadata.actorRole === 'admin' ? await userName(tx, event.metadata) : donorName(event.data),
    event.data.donationId,
  );

/** The fees come off as the payout is paid, so the open balance is zero once the money has left. */
const payoutEntries = async (tx: Sql, event: StoredEventOf<'PayoutPaid'>) => {
  const [fees] = await tx.query<{ platform_fee_cents: number; processing_fees_cents: number }>(
    `select platform_fee_cents::float8 as platform_fee_cents, processing_fees_cents::float8 as processing_fees_cents
     from withdrawals where id = $1`,
    [event.data.withdrawalId],
  );
  const actor = await userName(tx, event.metadata);
  const { campaignId, withdrawalId, reference, amountCents } = event.data;
  return [
    entryOf(event, campaignId, 'platformFee', fees?.platform_fee_cents ?? 0, actor, withdrawalId),
    entryOf(event, campaignId, 'processingFee', fees?.processing_fees_cents ?? 0, actor, withdrawalId),
    entryOf(event, campaignId, 'payout', amountCents, actor, reference),
  ];
};

/** Every cent in and out of each campaign, in log order, with who moved it: gifts, refunds, fees and the payout. */
export const moneyLedgerProjection: Projection = {
  name: 'money-ledger',
  tables: ['money_ledger'],
  reads: ['users', 'withdrawals'],
  handlers: {
    CryptoPledgeConfirmed: async (tx, event) =>
      write(tx, [
        entryOf(event, event.data.campaignId, 'gift', event.data.amountCents, await userName(tx, event.metadata), event.data.pledgeId),
      ]),
    DonationRefunded: async (tx, event) =>
      write(tx, [
        entryOf(
          event,
          event.data.campaignId,
          'refund',
          event.data.amountCents,
          await userName(tx, event.metadata),
          event.data.refundReference,
        ),
      ]),
    PayoutPaid: async (tx, event) => write(tx, await payoutEntries(tx, event)),
    PersonalDataErased: async (tx, { data }) => {
      await tx.query(`update money_ledger set actor_name = $2 where actor_id = $1 and actor_name <> 'Anonymous'`, [
        data.userId,
        ERASED_NAME,
      ]);
    },
  },
  runHandlers: {
    DonationRecorded: async (tx, events) => {
      const entries = [];
      for (const event of events) entries.push(await giftEntry(tx, event));
      await write(tx, entries);
    },
  },
};
