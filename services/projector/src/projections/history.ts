import { ERASED_NAME, type EventData, type StoredEvent } from '@harambee/events';
import type { Sql } from '@harambee/database';
import { dollars } from '@harambee/read-models';
import type { Projection, StoredEventOf } from '../projection';
import { donorName, userName } from './actor-names';

type Summary = Record<string, unknown>;

const record = async (
  tx: Sql,
  event: StoredEvent,
  campaignId: string,
  summary: Summary,
  actorName?: string,
) => {
  await tx.query(
    `insert into campaign_history (campaign_id, transaction_id, global_position, event_type, actor_id,
                                   actor_name, actor_role, at, summary)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict do nothing`,
    [
      campaignId,
      event.position.transactionId,
      event.position.globalPosition,
      event.type,
      event.metadata.actorId,
      actorName ?? (await userName(tx, event.metadata)),
      event.metadata.actorRole,
      event.recordedAt,
      JSON.stringify(summary),
    ],
  );
};

const insertEntries = `
  insert into campaign_history (campaign_id, transaction_id, global_position, event_type, actor_id,
                                actor_name, actor_role, at, summary)
  select e.campaign_id, e.transaction_id, e.global_position, e.event_type, e.actor_id, e.actor_name,
         e.actor_role, e.at, e.summary
  from jsonb_to_recordset($1::jsonb) as e(campaign_id text, transaction_id bigint, global_position bigint,
       event_type text, actor_id text, actor_name text, actor_role text, at timestamptz, summary jsonb)
  on conflict do nothing`;

/**
 * A backer gives in their own name; an admin who records an offline or test gift is the actor, and the
 * backer's name goes into the summary, so the trail shows which admin added money.
 */
const donationEntry = async (tx: Sql, event: StoredEventOf<'DonationRecorded'>) => {
  const { campaignId, donationId, amountCents, paymentMethod } = event.data;
  const byAdmin = event.metadata.actorRole === 'admin';
  return {
    campaign_id: campaignId,
    transaction_id: event.position.transactionId,
    global_position: event.position.globalPosition,
    event_type: event.type,
    actor_id: event.metadata.actorId,
    actor_name: byAdmin ? await userName(tx, event.metadata) : donorName(event.data),
    actor_role: event.metadata.actorRole,
    at: event.recordedAt,
    summary: {
      donationId,
      amount: dollars(amountCents),
      method: paymentMethod,
      ...(byAdmin && { donor: donorName(event.data) }),
    },
  };
};

type Before = {
  title: string;
  story: string;
  category: string;
  image_path: string;
  status: string;
};

/** What an edit changed, read against the campaign as it was before the edit. */
const editSummary = async (tx: Sql, data: EventData<'CampaignEdited'>): Promise<Summary> => {
  const [before] = await tx.query<Before>(
    'select title, story, category, image_path, status from campaigns where id = $1',
    [data.campaignId],
  );
  if (!before) return { title: data.title };
  const summary: Summary = {};
  if (before.title !== data.title) summary.title = { from: before.title, to: data.title };
  if (before.category !== data.category)
    summary.category = { from: before.category, to: data.category };
  if (before.story !== data.story) summary.story = 'changed';
  if (before.image_path !== data.imagePath) summary.image = 'changed';
  if (before.status !== 'pending') summary.status = { from: before.status, to: 'pending' };
  return summary;
};

/** The audit trail of each campaign: who did what and when, with names resolved as the event is projected. */
export const historyProjection: Projection = {
  name: 'history',
  tables: ['campaign_history'],
  reads: ['users', 'campaigns'],
  handlers: {
    PersonalDataErased: async (tx, { data }) => {
      await tx.query('update campaign_history set actor_name = $2 where actor_id = $1 and actor_name <> $3', [
        data.userId,
        ERASED_NAME,
        'Anonymous',
      ]);
    },
    CampaignCreated: (tx, event) => {
      const { campaignId, title, goalCents, category, endDate } = event.data;
      return record(tx, event, campaignId, {
        title,
        goalAmount: dollars(goalCents),
        category,
        endDate,
      });
    },
    CampaignEdited: async (tx, event) =>
      record(tx, event, event.data.campaignId, await editSummary(tx, event.data)),
    CampaignApproved: (tx, event) =>
      record(tx, event, event.data.campaignId, { status: 'approved' }),
    CampaignRejected: (tx, event) =>
      record(tx, event, event.data.campaignId, { status: 'rejected' }),
    CampaignFeatured: (tx, event) => record(tx, event, event.data.campaignId, { featured: true }),
    CampaignUnfeatured: (tx, event) =>
      record(tx, event, event.data.campaignId, { featured: false }),
    CampaignDeleted: (tx, event) => record(tx, event, event.data.campaignId, { deleted: true }),
    CampaignUpdatePosted: (tx, event) => {
      const { campaignId, updateId, title } = event.data;
      return record(tx, event, campaignId, { updateId, title });
    },
    CryptoPledged: (tx, event) => {
      const { campaignId, pledgeId, amountCents, currency, cryptoAmount } = event.data;
      const summary = { pledgeId, amount: dollars(amountCents), currency, cryptoAmount };
      return record(tx, event, campaignId, summary, donorName(event.data));
    },
    CryptoPledgeConfirmed: (tx, event) => {
      const { campaignId, pledgeId, amountCents } = event.data;
      return record(tx, event, campaignId, { pledgeId, amount: dollars(amountCents) });
    },
  },
  runHandlers: {
    DonationRecorded: async (tx, events) => {
      const entries = [];
      for (const event of events) entries.push(await donationEntry(tx, event));
      await tx.query(insertEntries, [JSON.stringify(entries)]);
    },
  },
};
