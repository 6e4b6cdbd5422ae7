import type { EventStore } from '@harambee/events';
import { LANGUAGE_CODES } from '@harambee/messages';
import { actorRole } from '@harambee/platform';
import { z } from 'zod';
import { loadState } from '../core/handle-command';
import { type EmailClaims, userIdForEmail } from './email-claim';
import { userDecider, userStream } from './user';

export const findAccountByEmail = async (claims: EmailClaims, email: string) => {
  const userId = await userIdForEmail(claims, email);
  if (!userId) return undefined;
  const { state } = await loadState(claims.store, userStream(userId), userDecider);
  return state.status === 'registered' ? state : undefined;
};

export const findAccount = async (store: EventStore, userId: string) => {
  const { state } = await loadState(store, userStream(userId), userDecider);
  return state.status === 'registered' ? state : undefined;
};

export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export const publicUser = (account: Account) => ({
  _id: account.userId,
  id: account.userId,
  role: account.role,
  name: account.name,
  email: account.email,
  phone: account.phone ?? null,
  country: account.country ?? null,
  /** The language saved for the account's mails and screens; none until one is chosen. */
  language: account.language ?? null,
});

/** What a sign-in answers (log in, sign-in link, password reset, campaign sign-up), as the API document shows it. */
export const signedInAnswer = z.object({
  user: z.object({
    _id: z.string(),
    id: z.string(),
    role: actorRole,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    language: z
      .enum(LANGUAGE_CODES)
      .nullable()
      .describe(
        "The language saved for the account's mails and screens, for the app to show itself in; null until one is chosen",
      ),
  }),
  token: z.string().describe('The bearer token of the session'),
});
