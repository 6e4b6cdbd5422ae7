import { ERASED_NAME } from '@harambee/events';
import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import { insertNamed } from '../postgres-names';
import { type CampaignBefore, editSummary, type HistoryChange, type HistoryEntry } from './history';

const insertEntries = `
  insert into campaign_history (campaign_id, transaction_id, global_position, event_type, actor_id,
                                actor_name, actor_role, at, summary)
  select e.campaign_id, e.transaction_id, e.global_position, e.event_type, e.actor_id, e.actor_name,
         e.actor_role, e.at, e.summary
  from jsonb_to_recordset($1::jsonb) as e(campaign_id text, transaction_id bigint, global_position bigint,
       event_type text, actor_id text, actor_name text, actor_role text, at timestamptz, summary jsonb)
  on conflict do nothing`;

const write = (tx: Sql, entries: HistoryEntry[]) => insertNamed(tx, insertEntries, entries);

export const historyOnPostgres: StoreWrites<Sql, HistoryChange> = {
  entries: (tx, { entries }) => write(tx, entries),
  edited: async (tx, { entry, edit }) => {
    const [before] = await tx.query<CampaignBefore>(
      'select title, story, category, image_path, status from campaigns where id = $1',
      [edit.campaignId],
    );
    await write(tx, [
      { ...entry, summary: editSummary(before, edit, entry.event_type === 'CampaignEditProposed') },
    ]);
  },
  erased: async (tx, { userId }) => {
    await tx.query(
      'update campaign_history set actor_name = $2 where actor_id = $1 and actor_name <> $3',
      [userId, ERASED_NAME, 'Anonymous'],
    );
  },
};
