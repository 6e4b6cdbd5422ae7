import type { EventOf } from '@harambee/events';
import { RuleBrokenError } from '@harambee/platform';
import { specFor } from '../core/given-when-then';
import { fold } from '../core/decider';
import { userDecider } from './user';
import { creatorRegistered } from './testing/creator-registered';

const now = '2026-11-22T10:00:00.000Z';
const registered = creatorRegistered({ registeredAt: now });
const revoked = (
  sessionVersion: number,
  reason: 'logout-all' | 'password-reset' = 'logout-all',
): EventOf<'SessionsRevoked'> => ({
  type: 'SessionsRevoked',
  data: { userId: 'u-1', sessionVersion, reason, revokedBy: 'u-1', revokedAt: now },
});
const logOutEverywhere = {
  type: 'LogOutEverywhere' as const,
  data: { userId: 'u-1', loggedOutAt: now },
};

describe('ending every session of a user', () => {
  it('when a registered user logs out everywhere, then their session version goes from 0 to 1', () => {
    specFor(userDecider)([registered])
      .when(logOutEverywhere)
      .then([revoked(1)]);
  });

  it('when sessions were already revoked twice, then the next logout-all raises the version to 3', () => {
    specFor(userDecider)([registered, revoked(1), revoked(2, 'password-reset')])
      .when(logOutEverywhere)
      .then([revoked(3)]);
  });

  it('when nobody is registered under the id, then the rule is broken and nothing is revoked', () => {
    specFor(userDecider)([])
      .when(logOutEverywhere)
      .thenThrows(RuleBrokenError, 'User data not found');
  });

  it("when the user stream is folded, then its session version is the last revoke's and starts at 0", () => {
    expect(fold(userDecider, [registered])).toMatchObject({ sessionVersion: 0 });
    expect(fold(userDecider, [registered, revoked(1), revoked(2)])).toMatchObject({
      sessionVersion: 2,
    });
  });
});
