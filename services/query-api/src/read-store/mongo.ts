import type { MongoReadStore } from '@harambee/read-models';
import type { Db } from 'mongodb';
import * as accounts from '../accounts/mongo';
import * as campaigns from '../campaigns/mongo';
import * as search from '../campaigns/search/mongo';
import * as content from '../content/mongo';
import * as disputes from '../disputes/mongo';
import * as donations from '../donations/mongo';
import * as ledger from '../ledger/mongo';
import * as money from '../money/mongo';
import { mongoNotices } from './mongo-notices';
import { bindQueries, type QueriesOn, type ReadQueries, type ReadStore } from './port';

/** Each feature's MongoDB reads, every one the port names (the type says so). */
const queries: QueriesOn<Db, ReadQueries> = {
  ...campaigns,
  ...search,
  ...accounts,
  ...donations,
  ...money,
  ...disputes,
  ...content,
  ...ledger,
};

/** The read models in MongoDB collections, told of changes by a change stream on the projector's notices. */
export const mongoReadStore = (mongo: Pick<MongoReadStore, 'db'>): ReadStore => ({
  kind: 'mongodb',
  ...bindQueries(mongo.db, queries),
  listen: mongoNotices(mongo.db).listen,
  ping: async () => {
    await mongo.db.command({ ping: 1 });
  },
});
