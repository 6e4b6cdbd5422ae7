import { ERASED_NAME } from '@harambee/events';
import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import { insertNamed } from '../postgres-names';
import type { RowsInto } from '../postgres-rows';
import { type CampaignBefore, editSummary, type HistoryChange, type HistoryEntry } from './history';

const historyRows: RowsInto = {
  table: 'campaign_history',
  columns: {
    campaign_id: 'text',
    transaction_id: 'bigint',
    global_position: 'bigint',
    event_type: 'text',
    actor_id: 'text',
    actor_name: 'text',
    actor_role: 'text',
    at: 'timestamptz',
    summary: 'jsonb',
  },
};

const write = (tx: Sql, entries: HistoryEntry[]) => insertNamed(tx, historyRows, entries);

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
