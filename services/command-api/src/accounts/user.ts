import type { EventOf } from '@harambee/events';
import { RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../core/decider';

export type UserEvent = EventOf<
  | 'CreatorRegistered'
  | 'AdminRegistered'
  | 'PasswordResetCompleted'
  | 'WalletLinked'
  | 'DonationNotificationsSeen'
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
    }
  | { status: 'erased'; userId: string };

export const evolve = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'CreatorRegistered':
      return { status: 'registered', role: 'creator', completedResets: [], ...event.data };
    case 'AdminRegistered':
      return { status: 'registered', role: 'admin', completedResets: [], ...event.data };
    case 'PasswordResetCompleted':
      if (state.status !== 'registered') return state;
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        completedResets: [...state.completedResets, event.data.resetId],
      };
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
  | { type: 'CompletePasswordReset'; data: EventOf<'PasswordResetCompleted'>['data'] }
  | { type: 'LinkWallet'; data: EventOf<'WalletLinked'>['data'] }
  | { type: 'MarkDonationNotificationsSeen'; data: EventOf<'DonationNotificationsSeen'>['data'] }
  | { type: 'ErasePersonalData'; data: EventOf<'PersonalDataErased'>['data'] };

const RESET_INVALID = 'Password reset link is invalid or has expired';

export const decide = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'RegisterCreator':
      if (state.status !== 'none') throw new RuleBrokenError('An account with this email already exists');
      return [{ type: 'CreatorRegistered', data: command.data }];
    case 'RegisterAdmin':
      if (state.status !== 'none') return [];
      return [{ type: 'AdminRegistered', data: command.data }];
    case 'CompletePasswordReset':
      if (state.status !== 'registered' || state.completedResets.includes(command.data.resetId)) {
        throw new RuleBrokenError(RESET_INVALID);
      }
      return [{ type: 'PasswordResetCompleted', data: command.data }];
    case 'LinkWallet':
      if (state.status !== 'registered') throw new RuleBrokenError('User data not found');
      return [{ type: 'WalletLinked', data: command.data }];
    case 'MarkDonationNotificationsSeen':
      if (state.status !== 'registered') throw new RuleBrokenError('User data not found');
      return [{ type: 'DonationNotificationsSeen', data: command.data }];
    case 'ErasePersonalData':
      if (state.status === 'none') throw new RuleBrokenError('User data not found');
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
