import type { SqlDatabase } from '@harambee/database';
import * as accounts from '../accounts/postgres';
import * as campaigns from '../campaigns/postgres';
import * as search from '../campaigns/search/postgres';
import * as content from '../content/postgres';
import * as disputes from '../disputes/postgres';
import * as donations from '../donations/postgres';
import * as ledger from '../ledger/postgres';
import * as money from '../money/postgres';
import { bindQueries, type QueriesOn, type ReadQueries, type ReadStore } from './port';

/** Each feature's SQL reads, every one the port names (the type says so). */
const queries: QueriesOn<SqlDatabase, ReadQueries> = {
  ...campaigns,
  ...search,
  ...accounts,
  ...donations,
  ...money,
  ...disputes,
  ...content,
  ...ledger,
};

/** The read models in the `read_models` schema of a PostgreSQL database (the default), told of changes by NOTIFY. */
export const postgresReadStore = (db: SqlDatabase): ReadStore => ({
  kind: 'postgres',
  ...bindQueries(db, queries),
  listen: (channel, onPayload, onResume) => db.listen(channel, onPayload, onResume),
  ping: async () => {
    await db.query('select 1');
  },
});
