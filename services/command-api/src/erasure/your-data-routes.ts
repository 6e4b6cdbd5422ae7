import type { Words } from '@harambee/messages';
import { type ApiRoute, handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { YOUR_DATA_EXPORTS_PER_ACCOUNT } from '@harambee/rules';
import { Router } from 'express';
import { findAccount } from '../accounts/find-account';
import type { CommandApiDeps } from '../core/deps';
import { recordsOf } from './gifts-and-verifications';
import { yourData } from './your-data';
import { exportsPerAccount } from './your-data-limits';

export const ACCOUNT_NOT_FOUND: Words = { key: 'api.account.notFound' };

/**
 * The data subject's export. It is assembled on the write side: the log (with the vault that opens it) and the
 * outbox are what Harambee holds, and the read models are only copies of part of it.
 */
export const yourDataRoutes = (deps: CommandApiDeps) => {
  const countExport = exportsPerAccount(deps.db);
  return Router().get(
    '/v1/users/me/data',
    handle(async (req, res) => {
      const actor = requireActor(req, deps.config.jwtSecret);
      await countExport(actor.userId);
      const account = await findAccount(deps.store, actor.userId);
      if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      const records = await recordsOf(deps, account);
      res.set('cache-control', 'no-store');
      success(res, await yourData(deps, account, records, deps.clock()));
    }),
  );
};

export const yourDataDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/users/me/data',
    tag: 'accounts',
    auth: 'user',
    summary: `Everything Harambee holds about you, as JSON: profile, campaigns, gifts and checkouts tied to you, wallet (masked) and the mails sent to you. The person's records are found through an index of their keyed address and account id, so an export reads only their own streams however large the log. At most ${YOUR_DATA_EXPORTS_PER_ACCOUNT.limit} exports an hour per account (YOUR_DATA_EXPORTS_PER_ACCOUNT), whichever address asks: 429 with the minutes to wait; the per-address rate limit applies too`,
  },
];
