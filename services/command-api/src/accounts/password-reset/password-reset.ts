import type { EventOf } from '@harambee/events';
import { say, type Words } from '@harambee/messages';
import { InvalidInputError, RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../../core/decider';
import { hashToken } from '../../verification/verification';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** A reset link that no longer works, by key; RESET_INVALID is its English. */
export const RESET_LINK_VOID: Words = { key: 'api.passwordReset.linkVoid' };
export const RESET_INVALID = say('en', RESET_LINK_VOID);

export type ResetEvent = EventOf<'PasswordResetRequested'>;

export type ResetState =
  | { status: 'none' }
  | { status: 'requested'; resetId: string; userId: string; tokenHash: string; expiresAt: string };

export const evolve = (_state: ResetState, event: ResetEvent): ResetState => {
  switch (event.type) {
    case 'PasswordResetRequested':
      return { status: 'requested', ...event.data };
  }
};

export type ResetCommand = {
  type: 'RequestPasswordReset';
  data: EventOf<'PasswordResetRequested'>['data'];
};

export const decide = (command: ResetCommand, state: ResetState): ResetEvent[] => {
  switch (command.type) {
    case 'RequestPasswordReset':
      if (state.status !== 'none')
        throw new RuleBrokenError({ key: 'api.passwordReset.alreadyRequested' });
      return [{ type: 'PasswordResetRequested', data: command.data }];
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const resetDecider: Decider<ResetState, ResetCommand, ResetEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

export const resetStream = (resetId: string) => `reset-${resetId}`;

/** The mailed token is `<reset id>.<secret>`: the id finds the stream, the secret is checked against its hash. */
export const resetIdOf = (token: string) => token.split('.', 1)[0]!;

/** When the reset was asked for: its link lives exactly one hour. */
export const requestedAtOf = (reset: { expiresAt: string }) =>
  new Date(new Date(reset.expiresAt).getTime() - RESET_TTL_MS).toISOString();

/** The reset this token opens, if the token is the one mailed and the hour has not run out. */
export const liveReset = (state: ResetState, token: string, now: Date) => {
  if (
    state.status === 'none' ||
    state.tokenHash !== hashToken(token) ||
    new Date(state.expiresAt).getTime() <= now.getTime()
  ) {
    throw new InvalidInputError(RESET_LINK_VOID);
  }
  return state;
};
