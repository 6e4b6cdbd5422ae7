import { isLanguage, LANGUAGE_CODES } from '@harambee/messages';
import { type ApiRoute, handle, parseInput, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { strictForm } from '../core/strict-form';
import { userDecider, userStream } from './user';

export const LANGUAGE_INVALID = 'account.languageInvalid';

export const languageForm = strictForm({
  language: z
    .string({ error: LANGUAGE_INVALID })
    .refine(isLanguage, LANGUAGE_INVALID)
    .describe(`One of ${LANGUAGE_CODES.join(', ')}`),
});

/** The logged-in owner chooses the language Harambee writes their mails in. */
export const languageRoutes = ({ store, config, clock }: CommandApiDeps) =>
  Router().patch(
    '/v1/users/language',
    handle(async (req, res) => {
      const actor = requireActor(req, config.jwtSecret);
      const { language } = parseInput(languageForm, req.body ?? {});
      const context = contextOf(req, actor, clock);
      await handleCommand(
        store,
        userStream(actor.userId),
        userDecider,
        {
          type: 'ChooseLanguage',
          data: { userId: actor.userId, language, chosenAt: context.now.toISOString() },
        },
        context,
      );
      success(res, { language });
    }),
  );

export const languageDocs: ApiRoute[] = [
  {
    method: 'patch',
    path: '/v1/users/language',
    tag: 'accounts',
    auth: 'user',
    body: languageForm,
    summary: 'Choose the language your mails are written in',
  },
];
