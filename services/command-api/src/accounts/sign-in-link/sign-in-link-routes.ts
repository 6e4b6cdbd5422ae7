import {
  type ApiRoute,
  InvalidInputError,
  handle,
  parseInput,
  signToken,
  success,
} from '@harambee/platform';
import { SIGN_IN_LINK_TTL_MS } from '@harambee/rules';
import { Router } from 'express';
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type CommandContext, contextOf } from '../../core/command-context';
import type { CommandApiDeps } from '../../core/deps';
import { handleCommand, loadState } from '../../core/handle-command';
import { strictForm } from '../../core/strict-form';
import { mailLanguage, mailWords } from '../../mail/mail-language';
import { hashToken } from '../../verification/verification';
import { type Account, findAccount, publicUser, signedInAnswer } from '../find-account';
import { signInThrottle } from '../sign-in-throttle';
import { linkIdOf, signInLinkDecider, signInLinkStream } from './sign-in-link';
import { signInLinkMail } from './sign-in-link-mail';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const signInLinkForm = strictForm({
  token: z
    .string({ error: 'auth.link.missing' })
    .min(1, 'auth.link.missing')
    .regex(new RegExp(`^${UUID}\\.[A-Za-z0-9_-]{20,100}$`), 'auth.link.invalid'),
});

/** Mails the owner a link that signs them in once within 15 minutes; only its hash is kept. */
export const mailSignInLink = async (
  { store, config, mail }: CommandApiDeps,
  account: Account,
  context: CommandContext,
) => {
  const linkId = randomUUID();
  const token = `${linkId}.${randomBytes(32).toString('base64url')}`;
  const mailId = randomUUID();
  await handleCommand(
    store,
    signInLinkStream(linkId),
    signInLinkDecider,
    {
      type: 'SendSignInLink',
      data: {
        linkId,
        userId: account.userId,
        tokenHash: hashToken(token),
        sentAt: context.now.toISOString(),
        expiresAt: new Date(context.now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString(),
      },
    },
    context,
    // The secret travels after '#', so it never reaches a server's access log.
    mail.enqueue(
      signInLinkMail(
        account.name,
        account.email,
        `${config.publicUrl}/sign-in-link#${token}`,
        mailWords(mailLanguage(account.language, context.language)),
      ),
      mailId,
    ),
  );
  void mail.deliverNow(mailId);
};

/** The mailed link signs its owner in, once, even while wrong passwords hold their account back. */
export const signInLinkRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock } = deps;
  const throttle = signInThrottle(deps.db, config.jwtSecret);
  return Router().post(
    '/auth/sign-in-link',
    handle(async (req, res) => {
      const { token } = parseInput(signInLinkForm, req.body ?? {});
      const now = clock();
      const stream = signInLinkStream(linkIdOf(token));
      const { state } = await loadState(store, stream, signInLinkDecider);
      const account = state.status === 'none' ? undefined : await findAccount(store, state.userId);
      if (!account) throw new InvalidInputError({ key: 'auth.link.invalid' });
      const actor = { userId: account.userId, role: account.role };
      await handleCommand(
        store,
        stream,
        signInLinkDecider,
        { type: 'UseSignInLink', token, now },
        contextOf(req, actor, () => now),
      );
      await throttle.linkUsed(account.email);
      success(res, {
        user: publicUser(account),
        token: signToken(
          { ...actor, sessionVersion: account.sessionVersion },
          config.jwtSecret,
          false,
        ),
      });
    }),
  );
};

export const signInLinkDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/auth/sign-in-link',
    tag: 'accounts',
    auth: 'public',
    body: signInLinkForm,
    answer: signedInAnswer,
    summary:
      'Sign in with the one-time link mailed when wrong passwords slow an account down (once, within 15 minutes); answers as login does',
  },
];
