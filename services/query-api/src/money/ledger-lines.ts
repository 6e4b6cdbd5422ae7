import type { LedgerLine } from '@harambee/ledger';
import { z } from 'zod';

/** A read model's sum of ledger entries per event type and account. */
export const ledgerLine = z.object({
  type: z.string(),
  account: z.string(),
  amount: z.coerce.number(),
}) satisfies z.ZodType<LedgerLine>;

const sumsByTypeAndAccount = `select type, account, sum(amount)::float8 as amount`;

/** The SQL of a ledger's lines, for the campaigns a `where` on `campaign_id` picks. */
export const ledgerLinesSql = (table: string, where: string) =>
  `${sumsByTypeAndAccount} from ${table} where ${where} group by type, account`;

/** The same in MongoDB, after a `$match` on the entries. */
export const ledgerLinesPipeline = (match: Record<string, unknown>) => [
  { $match: match },
  { $group: { _id: { type: '$type', account: '$account' }, amount: { $sum: '$amount' } } },
  { $project: { _id: 0, type: '$_id.type', account: '$_id.account', amount: 1 } },
];
