import {
  type ApiRoute,
  InvalidInputError,
  handle,
  parseInput,
  signToken,
  success,
} from '@harambee/platform';
import { logger } from '@harambee/database';
import { Router } from 'express';
import { randomBytes, randomUUID } from 'node:crypto';
import { type CommandContext, contextOf } from '../../core/command-context';
import type { CommandApiDeps } from '../../core/deps';
import { handleCommand, loadState } from '../../core/handle-command';
import { mailLanguage, mailWords } from '../../mail/mail-language';
import { hashToken } from '../../verification/verification';
import { findAccount, findAccountByEmail, publicUser, signedInAnswer } from '../find-account';
import { hashPassword } from '../passwords';
import { resetIsVoid, userDecider, userStream } from '../user';
import {
  RESET_LINK_VOID,
  RESET_TTL_MS,
  liveReset,
  requestedAtOf,
  resetDecider,
  resetIdOf,
  resetStream,
} from './password-reset';
import { passwordResetMail } from './password-reset-mail';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordForm,
  resetPasswordForm,
  resetTokenParam,
} from './password-reset-schemas';

export const passwordResetRoutes = ({ store, config, clock, mail }: CommandApiDeps) => {
  /** The reset and its account, while the link is the one mailed, within its hour and not yet used. */
  const usableReset = async (token: string, now: Date) => {
    const { state } = await loadState(store, resetStream(resetIdOf(token)), resetDecider);
    const reset = liveReset(state, token, now);
    const account = await findAccount(store, reset.userId);
    if (!account || resetIsVoid(account, reset.resetId, requestedAtOf(reset)))
      throw new InvalidInputError(RESET_LINK_VOID);
    return { reset, account };
  };

  const requestReset = async (email: string, context: CommandContext) => {
    const account = await findAccountByEmail({ store, config }, email);
    if (!account) return;
    const resetId = randomUUID();
    const token = `${resetId}.${randomBytes(32).toString('base64url')}`;
    const mailId = randomUUID();
    const resetMail = passwordResetMail(
      account.name,
      account.email,
      `${config.publicUrl}/reset-password/${token}`,
      mailWords(mailLanguage(account.language, context.language)),
    );
    await handleCommand(
      store,
      resetStream(resetId),
      resetDecider,
      {
        type: 'RequestPasswordReset',
        data: {
          resetId,
          userId: account.userId,
          tokenHash: hashToken(token),
          expiresAt: new Date(context.now.getTime() + RESET_TTL_MS).toISOString(),
        },
      },
      context,
      mail.enqueue(resetMail, mailId),
    );
    await mail.deliverNow(mailId);
  };

  return Router()
    .post(
      '/auth/forgot-password',
      handle(async (req, res) => {
        const form = parseInput(forgotPasswordForm, req.body ?? {});
        const context = contextOf(req, undefined, clock);
        // Answered before the account is even looked up: a known address must not take longer than an unknown one.
        success(res, { message: FORGOT_PASSWORD_ANSWER });
        await requestReset(form.email, context).catch((error: unknown) =>
          logger.error('password reset request failed', { error: String(error) }),
        );
      }),
    )
    .get(
      '/auth/reset-password/:token',
      handle(async (req, res) => {
        const { token } = parseInput(resetTokenParam, req.params);
        await usableReset(token, clock());
        success(res, { valid: true });
      }),
    )
    .post(
      '/auth/reset-password/:token',
      handle(async (req, res) => {
        const { token } = parseInput(resetTokenParam, req.params);
        const form = parseInput(resetPasswordForm, req.body ?? {});
        const now = clock();
        const { reset, account } = await usableReset(token, now);
        const actor = { userId: account.userId, role: account.role };
        const { state } = await handleCommand(
          store,
          userStream(account.userId),
          userDecider,
          {
            type: 'CompletePasswordReset',
            data: {
              resetId: reset.resetId,
              userId: account.userId,
              passwordHash: await hashPassword(form.password),
              completedAt: now.toISOString(),
            },
            requestedAt: requestedAtOf(reset),
          },
          contextOf(req, actor, () => now),
        );
        if (state.status !== 'registered')
          throw new Error('account vanished during password reset');
        success(res, {
          user: publicUser(state),
          token: signToken({ ...actor, sessionVersion: state.sessionVersion }, config.jwtSecret),
        });
      }),
    );
};

export const passwordResetDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'accounts',
    auth: 'public',
    body: forgotPasswordForm,
    summary:
      'Mail a one-hour password reset link; the answer is the same whether or not the account exists',
  },
  {
    method: 'get',
    path: '/auth/reset-password/:token',
    tag: 'accounts',
    auth: 'public',
    params: resetTokenParam,
    summary: 'Check that a reset link is valid, unused and not expired',
  },
  {
    method: 'post',
    path: '/auth/reset-password/:token',
    tag: 'accounts',
    auth: 'public',
    params: resetTokenParam,
    body: resetPasswordForm,
    answer: signedInAnswer,
    summary: 'Set a new password with a reset link (once) and log in',
  },
];
