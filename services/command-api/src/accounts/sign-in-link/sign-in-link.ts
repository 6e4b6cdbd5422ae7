import type { EventOf } from '@harambee/events';
import { InvalidInputError, RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../../core/decider';
import { hashToken } from '../../verification/verification';

export type SignInLinkEvent = EventOf<'SignInLinkSent' | 'SignInLinkUsed'>;

export type SignInLinkState =
  { status: 'none' } | ({ status: 'sent' | 'used' } & EventOf<'SignInLinkSent'>['data']);

export const evolve = (state: SignInLinkState, event: SignInLinkEvent): SignInLinkState => {
  switch (event.type) {
    case 'SignInLinkSent':
      return { status: 'sent', ...event.data };
    case 'SignInLinkUsed':
      return state.status === 'none' ? state : { ...state, status: 'used' };
  }
};

export type SignInLinkCommand =
  | { type: 'SendSignInLink'; data: EventOf<'SignInLinkSent'>['data'] }
  | { type: 'UseSignInLink'; token: string; now: Date };

/** A link signs in once, with the secret that was mailed, before it expires. */
const useLink = (
  command: Extract<SignInLinkCommand, { type: 'UseSignInLink' }>,
  state: SignInLinkState,
): SignInLinkEvent[] => {
  if (
    state.status !== 'sent' ||
    state.tokenHash !== hashToken(command.token) ||
    new Date(state.expiresAt).getTime() <= command.now.getTime()
  ) {
    throw new InvalidInputError({ key: 'auth.link.invalid' });
  }
  return [
    {
      type: 'SignInLinkUsed',
      data: { linkId: state.linkId, userId: state.userId, usedAt: command.now.toISOString() },
    },
  ];
};

export const decide = (command: SignInLinkCommand, state: SignInLinkState): SignInLinkEvent[] => {
  switch (command.type) {
    case 'SendSignInLink':
      if (state.status !== 'none') throw new RuleBrokenError({ key: 'api.signInLink.alreadySent' });
      return [{ type: 'SignInLinkSent', data: command.data }];
    case 'UseSignInLink':
      return useLink(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const signInLinkDecider: Decider<SignInLinkState, SignInLinkCommand, SignInLinkEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

export const signInLinkStream = (linkId: string) => `sign-in-link-${linkId}`;

/** The mailed token is `<link id>.<secret>`: the id finds the stream, the secret is checked against its hash. */
export const linkIdOf = (token: string) => token.split('.', 1)[0]!;
