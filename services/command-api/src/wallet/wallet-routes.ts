import { maskAccountNumber } from '@harambee/rules';
import { type ApiRoute, handle, parseInput, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { userDecider, userStream } from '../accounts/user';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { walletForm } from './wallet-schemas';

/** A creator links (or replaces) the payout wallet of their own account. */
export const walletRoutes = ({ store, config, clock }: CommandApiDeps) =>
  Router().post(
    '/v1/users/wallet',
    handle(async (req, res) => {
      const actor = requireActor(req, config.jwtSecret, 'creator');
      const form = parseInput(walletForm, req.body ?? {});
      const context = contextOf(req, actor, clock);
      const linkedAt = context.now.toISOString();
      await handleCommand(
        store,
        userStream(actor.userId),
        userDecider,
        {
          type: 'LinkWallet',
          data: { userId: actor.userId, ...form, linkedAt },
        },
        context,
      );
      success(res, {
        wallet: {
          isLinked: true,
          country: form.country,
          provider: form.provider,
          accountNumber: maskAccountNumber(form.accountNumber),
          linkedAt,
        },
      });
    }),
  );

export const walletDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/users/wallet',
    tag: 'wallet',
    auth: 'creator',
    body: walletForm,
    summary:
      'Link or replace your payout wallet; the answer masks the account number to its last 4 characters',
  },
];
