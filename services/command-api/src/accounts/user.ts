import type { EventOf } from '@harambee/events';
import type { Words } from '@harambee/messages';
import { RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../core/decider';

export type UserEvent = EventOf<
  | 'CreatorRegistered'
  | 'AdminRegistered'
  | 'PasswordResetCompleted'
  | 'WalletLinked'
  | 'DonationNotificationsSeen'
  | 'LanguageChosen'
  | 'TextAlertsChosen'
  | 'SessionsRevoked'
  | 'PersonalDataErased'
>;

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: string;
      role: 'creator' | 'admin';
      name: string;
      email: string;
      phone?: string;
      country?: string;
      passwordHash: string;
      completedResets: string[];
      /** Tokens signed with another version were revoked. */
      sessionVersion: number;
      /** When a reset last set the password: every reset link asked for before then is void. */
      passwordResetAt?: string;
      /** The language their mails are written in (none: English). */
      language?: string;
      /** What they asked to be texted about (none: nothing). */
      textAlerts?: { gifts: boolean; payouts: boolean };
    }
  | { status: 'erased'; userId: string };

const fresh = { completedResets: [], sessionVersion: 0 };

export const evolve = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'CreatorRegistered':
      return { status: 'registered', role: 'creator', ...fresh, ...event.data };
    case 'AdminRegistered':
      return { status: 'registered', role: 'admin', ...fresh, ...event.data };
    case 'PasswordResetCompleted':
      if (state.status !== 'registered') return state;
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        completedResets: [...state.completedResets, event.data.resetId],
        passwordResetAt: event.data.completedAt,
      };
    case 'SessionsRevoked':
      if (state.status !== 'registered') return state;
      return { ...state, sessionVersion: event.data.sessionVersion };
    case 'LanguageChosen':
      if (state.status !== 'registered') return state;
      return { ...state, language: event.data.language };
    case 'TextAlertsChosen':
      if (state.status !== 'registered') return state;
      return { ...state, textAlerts: { gifts: event.data.gifts, payouts: event.data.payouts } };
    case 'WalletLinked':
    case 'DonationNotificationsSeen':
      return state;
    case 'PersonalDataErased':
      return { status: 'erased', userId: event.data.userId };
  }
};

export type UserCommand =
  | { type: 'RegisterCreator'; data: EventOf<'CreatorRegistered'>['data'] }
  | { type: 'RegisterAdmin'; data: EventOf<'AdminRegistered'>['data'] }
  | {
      type: 'CompletePasswordReset';
      data: EventOf<'PasswordResetCompleted'>['data'];
      requestedAt: string;
    }
  | { type: 'LinkWallet'; data: EventOf<'WalletLinked'>['data'] }
  | { type: 'MarkDonationNotificationsSeen'; data: EventOf<'DonationNotificationsSeen'>['data'] }
  | { type: 'ChooseLanguage'; data: EventOf<'LanguageChosen'>['data'] }
  | { type: 'ChooseTextAlerts'; data: EventOf<'TextAlertsChosen'>['data'] }
  | { type: 'LogOutEverywhere'; data: { userId: string; loggedOutAt: string } }
  | { type: 'ErasePersonalData'; data: EventOf<'PersonalDataErased'>['data'] };

const revokeSessions = (
  state: Extract<UserState, { status: 'registered' }>,
  reason: EventOf<'SessionsRevoked'>['data']['reason'],
  revokedAt: string,
): UserEvent => ({
  type: 'SessionsRevoked',
  data: {
    userId: state.userId,
    sessionVersion: state.sessionVersion + 1,
    reason,
    revokedBy: state.userId,
    revokedAt,
  },
});

const RESET_INVALID: Words = { key: 'api.passwordReset.linkVoid' };

/** A reset link works once, and not at all once any other reset has set the password after it was asked for. */
export const resetIsVoid = (
  state: Extract<UserState, { status: 'registered' }>,
  resetId: string,
  requestedAt: string,
) =>
  state.completedResets.includes(resetId) ||
  (state.passwordResetAt !== undefined &&
    new Date(requestedAt).getTime() <= new Date(state.passwordResetAt).getTime());

export const decide = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'RegisterCreator':
      if (state.status !== 'none') throw new RuleBrokenError({ key: 'api.account.exists' });
      return [{ type: 'CreatorRegistered', data: command.data }];
    case 'RegisterAdmin':
      if (state.status !== 'none') return [];
      return [{ type: 'AdminRegistered', data: command.data }];
    case 'CompletePasswordReset':
      if (
        state.status !== 'registered' ||
        resetIsVoid(state, command.data.resetId, command.requestedAt)
      ) {
        throw new RuleBrokenError(RESET_INVALID);
      }
      return [
        { type: 'PasswordResetCompleted', data: command.data },
        revokeSessions(state, 'password-reset', command.data.completedAt),
      ];
    case 'LinkWallet':
      if (state.status !== 'registered')
        throw new RuleBrokenError({ key: 'api.user.dataNotFound' });
      return [{ type: 'WalletLinked', data: command.data }];
    case 'MarkDonationNotificationsSeen':
      if (state.status !== 'registered')
        throw new RuleBrokenError({ key: 'api.user.dataNotFound' });
      return [{ type: 'DonationNotificationsSeen', data: command.data }];
    case 'ChooseLanguage':
      if (state.status !== 'registered')
        throw new RuleBrokenError({ key: 'api.user.dataNotFound' });
      return [{ type: 'LanguageChosen', data: command.data }];
    case 'ChooseTextAlerts':
      if (state.status !== 'registered' || !state.phone)
        throw new RuleBrokenError({ key: 'api.user.dataNotFound' });
      return [{ type: 'TextAlertsChosen', data: command.data }];
    case 'LogOutEverywhere':
      if (state.status !== 'registered')
        throw new RuleBrokenError({ key: 'api.user.dataNotFound' });
      return [revokeSessions(state, 'logout-all', command.data.loggedOutAt)];
    case 'ErasePersonalData':
      if (state.status === 'none') throw new RuleBrokenError({ key: 'api.user.dataNotFound' });
      if (state.status === 'erased') return [];
      return [{ type: 'PersonalDataErased', data: command.data }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

export const userStream = (userId: string) => `user-${userId}`;
