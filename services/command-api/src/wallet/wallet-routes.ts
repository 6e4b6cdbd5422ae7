import { maskAccountNumber } from '@harambee/rules';
import {
  type ApiRoute,
  ForbiddenError,
  RuleBrokenError,
  handle,
  parseInput,
  requireActor,
  success,
} from '@harambee/platform';
import { type Response, Router } from 'express';
import { randomUUID } from 'node:crypto';
import { type Account, findAccount } from '../accounts/find-account';
import { passwordMatches } from '../accounts/passwords';
import { refuseWhileThrottled, signInThrottle } from '../accounts/sign-in-throttle';
import { userDecider, userStream } from '../accounts/user';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { walletChangedMail } from './wallet-mail';
import { walletForm } from './wallet-schemas';

/**
 * A creator links (or replaces) the payout wallet of their own account, with their password: a stolen
 * session alone cannot redirect the payouts. A wrong password counts as a failed sign-in. The owner is
 * mailed in the change's transaction.
 */
export const walletRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock, mail } = deps;
  const throttle = signInThrottle(deps.db, config.jwtSecret);
  /** The owner's password, under the sign-in throttle: 429 while it must wait, 403 when wrong. */
  const confirmPassword = async (res: Response, account: Account, password: string, now: Date) => {
    const waitMs = await throttle.attempt(account.email, now);
    if (waitMs > 0) refuseWhileThrottled(res, waitMs);
    if (!(await passwordMatches(account.passwordHash, password)))
      throw new ForbiddenError({ key: 'wallet.wrongPassword' });
    await throttle.succeeded(account.email);
  };

  return Router().post(
    '/v1/users/wallet',
    handle(async (req, res) => {
      const actor = requireActor(req, config.jwtSecret, 'creator');
      const { password, ...wallet } = parseInput(walletForm, req.body ?? {});
      const context = contextOf(req, actor, clock);
      const account = await findAccount(store, actor.userId);
      if (!account) throw new RuleBrokenError({ key: 'api.user.dataNotFound' });
      await confirmPassword(res, account, password, context.now);
      const linkedAt = context.now.toISOString();
      const maskedAccount = maskAccountNumber(wallet.accountNumber);
      const mailId = randomUUID();
      await handleCommand(
        store,
        userStream(actor.userId),
        userDecider,
        { type: 'LinkWallet', data: { userId: actor.userId, ...wallet, linkedAt } },
        context,
        mail.enqueue(walletChangedMail(account, { ...wallet, maskedAccount, linkedAt }), mailId),
      );
      void mail.deliverNow(mailId);
      success(res, {
        wallet: {
          isLinked: true,
          country: wallet.country,
          provider: wallet.provider,
          accountNumber: maskedAccount,
          linkedAt,
        },
      });
    }),
  );
};

export const walletDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/users/wallet',
    tag: 'wallet',
    auth: 'creator',
    body: walletForm,
    summary:
      'Link or replace your payout wallet, confirmed with your password (403 when wrong, and it counts as a failed sign-in); the owner is mailed, payouts to it wait 48 hours unless an admin confirms it; the answer masks the account number to its last 4 characters',
  },
];
