import { UnauthorizedError, handle, parseInput, signToken, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import { strictForm } from '../core/strict-form';
import { findAccountByEmail, publicUser } from './find-account';
import { passwordMatches } from './passwords';

const FILL_IN = 'Please fill in all fields';

export const loginForm = strictForm({
  email: z.string({ error: FILL_IN }).trim().min(1, FILL_IN).max(254, FILL_IN),
  password: z.string({ error: FILL_IN }).min(1, FILL_IN).max(200, FILL_IN),
  rememberMe: z.boolean({ error: 'Remember me must be true or false.' }).default(true),
});

export const loginRoutes = ({ store, config }: CommandApiDeps) =>
  Router().post(
    '/auth/login',
    handle(async (req, res) => {
      const form = parseInput(loginForm, req.body ?? {});
      const account = await findAccountByEmail({ store, config }, form.email);
      if (!(await passwordMatches(account?.passwordHash, form.password)) || !account) {
        throw new UnauthorizedError('Invalid email or password');
      }
      const token = signToken(
        { userId: account.userId, role: account.role, sessionVersion: account.sessionVersion },
        config.jwtSecret,
        form.rememberMe,
      );
      success(res, { user: publicUser(account), token });
    }),
  );
