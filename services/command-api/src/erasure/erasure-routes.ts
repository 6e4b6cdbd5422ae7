import { createPersonalDataVault } from '@harambee/eventstore';
import {
  type Actor,
  type ApiRoute,
  bearerOf,
  ForbiddenError,
  handle,
  isRevoked,
  parseInput,
  requireActor,
  SESSION_ENDED,
  success,
  UnauthorizedError,
  verifySession,
} from '@harambee/platform';
import type { Request } from 'express';
import { Router } from 'express';
import { emailHolder, emailStream } from '../accounts/email-claim';
import { passwordMatches } from '../accounts/passwords';
import { userDecider, userStream } from '../accounts/user';
import { contactDecider, contactStream } from '../contact/contact-message';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { handleCommand, retryOnConflict, withMetadata } from '../core/handle-command';
import { eraseMailsTo } from '../mail/mail-privacy';
import { addressesOf, recordsOf, subjectsOf } from './gifts-and-verifications';
import { forgetPersonRecords, type Person } from './person-records';
import { contactMessageIdParam, eraseAccountForm, eraseMessageForm } from './erasure-schemas';

/**
 * An erased user's tokens are all refused, yet a repeated erasure must hear that it is done: a token refused
 * only as revoked still names its owner here, and is turned away below unless that owner is already erased.
 */
const callerOf = (req: Request, secret: string): { actor: Actor; revoked: boolean } => {
  if (!isRevoked(req)) return { actor: requireActor(req, secret), revoked: false };
  const { userId, role } = verifySession(bearerOf(req) ?? '', secret);
  return { actor: { userId, role }, revoked: true };
};

/**
 * Crypto-shredding: the erasure is an event (who, when, why), then the keys of the person and of each of their
 * records are destroyed, so every sealed field reads as erased from then on, and the outbox forgets their
 * address. Repeating an erasure writes nothing new.
 */
export const erasureRoutes = (deps: CommandApiDeps) => {
  const { store, db, config, clock } = deps;
  const vault = createPersonalDataVault(db);
  const forget = async (erased?: { subjects: string[]; addresses: string[]; person: Person }) => {
    if (!erased) return;
    for (const subject of erased.subjects) await vault.erase(subject);
    await eraseMailsTo(db, erased.addresses);
    await forgetPersonRecords(db, config.emailIdKey, erased.person);
  };
  return Router()
    .post(
      '/v1/users/me/erase',
      handle(async (req, res) => {
        const { actor, revoked } = callerOf(req, config.jwtSecret);
        const form = parseInput(eraseAccountForm, req.body ?? {});
        const context = contextOf(req, actor, clock);
        const erased = await retryOnConflict(async () => {
          const stream = await store.readStream(userStream(actor.userId));
          const state = fold(userDecider, stream.events);
          if (state.status === 'erased') return undefined;
          if (revoked) throw new UnauthorizedError(SESSION_ENDED);
          if (
            state.status === 'registered' &&
            !(await passwordMatches(state.passwordHash, form.password))
          ) {
            throw new ForbiddenError({ key: 'api.erasure.wrongPassword' });
          }
          const events = userDecider.decide(
            {
              type: 'ErasePersonalData',
              data: {
                userId: actor.userId,
                reason: form.reason,
                erasedAt: context.now.toISOString(),
              },
            },
            state,
          );
          const email = state.status === 'registered' ? state.email : '';
          const person = { userId: actor.userId, email };
          const records = await recordsOf(deps, person);
          const claim = await emailHolder({ store, config }, email);
          const release =
            claim.userId === actor.userId
              ? [
                  {
                    streamId: emailStream(config.emailIdKey, email),
                    expected: claim.expected,
                    events: withMetadata(
                      [
                        {
                          type: 'EmailReleased' as const,
                          data: { userId: actor.userId, releasedAt: context.now.toISOString() },
                        },
                      ],
                      context,
                    ),
                  },
                ]
              : [];
          await store.append([
            {
              streamId: userStream(actor.userId),
              expected: stream.version,
              events: withMetadata(events, context),
            },
            ...release,
          ]);
          return {
            subjects: [userStream(actor.userId), ...subjectsOf(records)],
            addresses: [email, ...addressesOf(records)],
            person,
          };
        });
        await forget(erased);
        success(res, { erased: true, alreadyErased: !erased });
      }),
    )
    .post(
      '/v1/admin/contact-messages/:id/erase',
      handle(async (req, res) => {
        const actor = requireActor(req, config.jwtSecret, 'admin');
        const { id } = parseInput(contactMessageIdParam, req.params);
        const form = parseInput(eraseMessageForm, req.body ?? {});
        const context = contextOf(req, actor, clock);
        const { events } = await handleCommand(
          store,
          contactStream(id),
          contactDecider,
          {
            type: 'EraseContactMessage',
            data: { messageId: id, reason: form.reason, erasedAt: context.now.toISOString() },
          },
          context,
        );
        await vault.erase(contactStream(id));
        success(res, { erased: true, alreadyErased: events.length === 0 });
      }),
    );
};

export const erasureDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/users/me/erase',
    tag: 'accounts',
    auth: 'user',
    body: eraseAccountForm,
    summary:
      'Erase your personal data (confirmed with your password): your key is destroyed and you can no longer log in. Your gifts, checkouts, pledges, follows and verifications are found through an index of your keyed address and account id (only your own streams are read), and the index forgets you',
  },
  {
    method: 'post',
    path: '/v1/admin/contact-messages/:id/erase',
    tag: 'contact',
    auth: 'admin',
    params: contactMessageIdParam,
    body: eraseMessageForm,
    summary: "Erase a contact message's sender and text; the message stays listed as erased",
  },
];
