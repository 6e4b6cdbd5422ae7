import type { EventOf } from '@harambee/events';
import { InvalidInputError, RuleBrokenError } from '@harambee/platform';
import { specFor } from '../../core/given-when-then';
import { hashToken } from '../../verification/verification';
import { userDecider } from '../user';
import { RESET_INVALID, liveReset, resetDecider, resetIdOf } from './password-reset';
import { RESET_MESSAGES, resetPasswordForm } from './password-reset-schemas';
import { creatorRegistered } from '../testing/creator-registered';

const now = new Date('2026-11-22T10:00:00.000Z');
const resetId = '6f1c1f7e-8a51-4c3e-9a55-0c7c3f1d2b10';
const token = `${resetId}.s3cret-s3cret-s3cret-s3cret`;
const requested: EventOf<'PasswordResetRequested'> = {
  type: 'PasswordResetRequested',
  data: {
    resetId,
    userId: 'u-1',
    tokenHash: hashToken(token),
    expiresAt: '2026-11-22T11:00:00.000Z',
  },
};
const stateOf = (events: EventOf<'PasswordResetRequested'>[]) =>
  events.reduce(resetDecider.evolve, resetDecider.initialState);

describe('password reset decider', () => {
  it('when a reset is requested, then it is recorded with the token hash only', () => {
    specFor(resetDecider)([])
      .when({ type: 'RequestPasswordReset', data: requested.data })
      .then([requested]);
  });

  it('when the same reset is requested twice, then the rule is broken', () => {
    specFor(resetDecider)([requested])
      .when({ type: 'RequestPasswordReset', data: requested.data })
      .thenThrows(RuleBrokenError);
  });

  it('when the mailed token is used within the hour, then the reset is live', () => {
    expect(resetIdOf(token)).toBe(resetId);
    expect(liveReset(stateOf([requested]), token, now)).toMatchObject({ resetId, userId: 'u-1' });
  });

  it('when the hour has run out, the secret is wrong or nothing was requested, then the link is invalid', () => {
    expect(() =>
      liveReset(stateOf([requested]), token, new Date('2026-11-22T11:00:00.000Z')),
    ).toThrow(RESET_INVALID);
    expect(() =>
      liveReset(stateOf([requested]), `${resetId}.guessed-guessed-guessed`, now),
    ).toThrow(InvalidInputError);
    expect(() => liveReset(stateOf([]), token, now)).toThrow(RESET_INVALID);
  });
});

describe('completing a reset on the user', () => {
  const registered = creatorRegistered({ registeredAt: now.toISOString() });
  const completed: EventOf<'PasswordResetCompleted'> = {
    type: 'PasswordResetCompleted',
    data: { resetId, userId: 'u-1', passwordHash: '$argon2id$new', completedAt: now.toISOString() },
  };

  it('when a reset is completed, then the new password hash is recorded and every older session is revoked', () => {
    specFor(userDecider)([registered])
      .when({
        type: 'CompletePasswordReset',
        data: completed.data,
        requestedAt: '2026-11-22T09:30:00.000Z',
      })
      .then([
        completed,
        {
          type: 'SessionsRevoked',
          data: {
            userId: 'u-1',
            sessionVersion: 1,
            reason: 'password-reset',
            revokedBy: 'u-1',
            revokedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('when the same reset is completed again, then it is refused', () => {
    specFor(userDecider)([registered, completed])
      .when({
        type: 'CompletePasswordReset',
        data: completed.data,
        requestedAt: '2026-11-22T09:30:00.000Z',
      })
      .thenThrows(RuleBrokenError, RESET_INVALID);
  });

  it('when another reset link asked for before the password was reset is used, then it is refused', () => {
    const other = {
      ...completed.data,
      resetId: '0c2b1f7e-8a51-4c3e-9a55-0c7c3f1d2b11',
      completedAt: '2026-11-22T10:05:00.000Z',
    };
    specFor(userDecider)([registered, completed])
      .when({ type: 'CompletePasswordReset', data: other, requestedAt: '2026-11-22T09:45:00.000Z' })
      .thenThrows(RuleBrokenError, RESET_INVALID);
  });

  it('when a reset link asked for after the last reset is used, then it works', () => {
    const later = {
      ...completed.data,
      resetId: '0c2b1f7e-8a51-4c3e-9a55-0c7c3f1d2b11',
      completedAt: '2026-11-22T10:20:00.000Z',
    };
    const revoked = (sessionVersion: number, revokedAt: string) => ({
      type: 'SessionsRevoked' as const,
      data: {
        userId: 'u-1',
        sessionVersion,
        reason: 'password-reset' as const,
        revokedBy: 'u-1',
        revokedAt,
      },
    });
    specFor(userDecider)([registered, completed, revoked(1, completed.data.completedAt)])
      .when({ type: 'CompletePasswordReset', data: later, requestedAt: '2026-11-22T10:10:00.000Z' })
      .then([{ type: 'PasswordResetCompleted', data: later }, revoked(2, later.completedAt)]);
  });
});

describe('the new password rule', () => {
  const messageFor = (form: object) => {
    const result = resetPasswordForm.safeParse(form);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it.each([
    [{}, RESET_MESSAGES.password],
    [{ password: '' }, RESET_MESSAGES.password],
    [{ password: 'Short1' }, RESET_MESSAGES.rule],
    [{ password: 'alllowercase1' }, RESET_MESSAGES.rule],
    [{ password: 'ALLUPPERCASE1' }, RESET_MESSAGES.rule],
    [{ password: 'NoDigitsHere' }, RESET_MESSAGES.rule],
    [{ password: 'NewPass123', confirmPassword: 'NewPass124' }, RESET_MESSAGES.mismatch],
  ])('when the form is %j, then it answers %s', (form, message) => {
    expect(messageFor(form)).toBe(message);
  });

  it('when the password has upper, lower and a digit in 8 characters, then it is accepted', () => {
    expect(messageFor({ password: 'NewPass1' })).toBeUndefined();
    expect(messageFor({ password: 'NewPass1', confirmPassword: 'NewPass1' })).toBeUndefined();
  });
});
