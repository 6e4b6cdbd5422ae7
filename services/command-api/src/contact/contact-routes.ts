import { type ApiRoute, handle, parseInput, success } from '@harambee/platform';
import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { contactDecider, contactStream } from './contact-message';
import { contactForm } from './contact-schemas';

/**
 * A visitor writes to the team; the message is kept as plain text for the admins' contacts tab.
 * Recorded as anonymous: a stale token in the visitor's browser must not block the form.
 */
export const contactRoutes = ({ store, clock }: CommandApiDeps) =>
  Router().post(
    '/contact',
    handle(async (req, res) => {
      const form = parseInput(contactForm, req.body ?? {});
      const context = contextOf(req, undefined, clock);
      const messageId = randomUUID();
      const receivedAt = context.now.toISOString();
      await handleCommand(
        store,
        contactStream(messageId),
        contactDecider,
        {
          type: 'ReceiveContactMessage',
          data: { messageId, ...form, receivedAt },
        },
        context,
      );
      success(res, { contactMessage: { _id: messageId, ...form, createdAt: receivedAt } }, 201);
    }),
  );

export const contactDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/contact',
    tag: 'contact',
    auth: 'public',
    body: contactForm,
    status: 201,
    summary: 'Send a message to the team',
  },
];
