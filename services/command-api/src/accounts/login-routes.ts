import { UnauthorizedError, handle, parseInput, signToken, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { strictForm } from '../core/strict-form';
import { findAccountByEmail, publicUser } from './find-account';
import { passwordMatches } from './passwords';
import { mailSignInLink } from './sign-in-link/sign-in-link-routes';
import { refuseWhileThrottled, signInThrottle } from './sign-in-throttle';

const FILL_IN = 'auth.fillIn';

export const loginForm = strictForm({
  email: z.string({ error: FILL_IN }).trim().min(1, FILL_IN).max(254, FILL_IN),
  password: z.string({ error: FILL_IN }).min(1, FILL_IN).max(200, FILL_IN),
  rememberMe: z.boolean({ error: 'api.login.rememberMeBoolean' }).default(true),
});

/** Wrong passwords slow the account down for every caller; the first time they do, its owner is mailed a sign-in link. */
export const loginRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock } = deps;
  const throttle = signInThrottle(deps.db, config.jwtSecret);
  return Router().post(
    '/auth/login',
    handle(async (req, res) => {
      const form = parseInput(loginForm, req.body ?? {});
      const now = clock();
      const waitMs = await throttle.attempt(form.email, now);
      if (waitMs > 0) refuseWhileThrottled(res, waitMs);
      const account = await findAccountByEmail({ store, config }, form.email);
      if (!(await passwordMatches(account?.passwordHash, form.password)) || !account) {
        if ((await throttle.failed(form.email, now)) && account)
          await mailSignInLink(
            deps,
            account,
            contextOf(req, undefined, () => now),
          );
        throw new UnauthorizedError({ key: 'api.signIn.invalid' });
      }
      await throttle.succeeded(form.email);
      const token = signToken(
        { userId: account.userId, role: account.role, sessionVersion: account.sessionVersion },
        config.jwtSecret,
        form.rememberMe,
      );
      success(res, { user: publicUser(account), token });
    }),
  );
};
