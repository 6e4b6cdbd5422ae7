import type { EventOf } from '@harambee/events';
import type { Words } from '@harambee/messages';
import { InvalidInputError, RuleBrokenError } from '@harambee/platform';
import { createHash } from 'node:crypto';
import type { Decider } from '../core/decider';

export type VerificationEvent = EventOf<
  'EmailVerificationRequested' | 'EmailVerificationConfirmed'
>;

export type VerificationState =
  | { status: 'none' }
  | {
      status: 'requested' | 'confirmed';
      verificationId: string;
      email: string;
      tokenHash: string;
      expiresAt: string;
      formData: Record<string, unknown>;
    };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const VERIFICATION_FAILED: Words = { key: 'api.verification.failed' };

export const evolve = (state: VerificationState, event: VerificationEvent): VerificationState => {
  switch (event.type) {
    case 'EmailVerificationRequested': {
      const { verificationId, email, tokenHash, expiresAt, formData } = event.data;
      return { status: 'requested', verificationId, email, tokenHash, expiresAt, formData };
    }
    case 'EmailVerificationConfirmed':
      return state.status === 'none' ? state : { ...state, status: 'confirmed' };
  }
};

export type VerificationCommand =
  | { type: 'RequestVerification'; data: EventOf<'EmailVerificationRequested'>['data'] }
  | { type: 'ConfirmVerification'; token: string; email: string; now: Date };

/** The verification if it exists for this address and has not expired; otherwise the spec's failure. */
export const liveVerification = (state: VerificationState, email: string, now: Date) => {
  if (
    state.status === 'none' ||
    state.email !== email.trim().toLowerCase() ||
    new Date(state.expiresAt).getTime() <= now.getTime()
  ) {
    throw new InvalidInputError(VERIFICATION_FAILED);
  }
  return state;
};

export const decide = (
  command: VerificationCommand,
  state: VerificationState,
): VerificationEvent[] => {
  switch (command.type) {
    case 'RequestVerification':
      if (state.status !== 'none')
        throw new RuleBrokenError({ key: 'api.verification.alreadyRequested' });
      return [{ type: 'EmailVerificationRequested', data: command.data }];
    case 'ConfirmVerification': {
      const verification = liveVerification(state, command.email, command.now);
      if (verification.tokenHash !== hashToken(command.token))
        throw new InvalidInputError(VERIFICATION_FAILED);
      if (verification.status === 'confirmed') return [];
      return [
        {
          type: 'EmailVerificationConfirmed',
          data: {
            verificationId: verification.verificationId,
            email: verification.email,
            confirmedAt: command.now.toISOString(),
          },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const verificationDecider: Decider<
  VerificationState,
  VerificationCommand,
  VerificationEvent
> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

export const verificationStream = (verificationId: string) => `verification-${verificationId}`;

/** The mailed token is `<verification id>.<secret>`; the id alone is the handle the creation form keeps. */
export const splitVerificationToken = (token: string) => {
  const [verificationId, secret] = token.split('.', 2);
  return { verificationId: verificationId ?? '', hasSecret: Boolean(secret) };
};
