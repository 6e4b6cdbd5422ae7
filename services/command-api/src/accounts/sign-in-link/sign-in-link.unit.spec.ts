import type { EventOf } from '@harambee/events';
import { InvalidInputError, RuleBrokenError } from '@harambee/platform';
import { SIGN_IN_MESSAGES } from '@harambee/rules';
import { specFor } from '../../core/given-when-then';
import { hashToken } from '../../verification/verification';
import { signInLinkDecider } from './sign-in-link';

const linkId = '6f1c2a55-8d0e-4c59-9a57-2c1f0c8e4b11';
const token = `${linkId}.the-secret-that-was-mailed`;
const sentAt = '2026-12-03T09:00:00.000Z';
const sent: EventOf<'SignInLinkSent'> = {
  type: 'SignInLinkSent',
  data: {
    linkId,
    userId: 'u-1',
    tokenHash: hashToken(token),
    sentAt,
    expiresAt: '2026-12-03T09:15:00.000Z',
  },
};
const used: EventOf<'SignInLinkUsed'> = {
  type: 'SignInLinkUsed',
  data: { linkId, userId: 'u-1', usedAt: '2026-12-03T09:05:00.000Z' },
};
const given = specFor(signInLinkDecider);
const use = (at: string, mailed = token) => ({
  type: 'UseSignInLink' as const,
  token: mailed,
  now: new Date(at),
});

describe('sign-in link', () => {
  it('when a link is sent, then its hash and expiry are recorded, once', () => {
    given([]).when({ type: 'SendSignInLink', data: sent.data }).then([sent]);
    given([sent]).when({ type: 'SendSignInLink', data: sent.data }).thenThrows(RuleBrokenError);
  });

  it('when the mailed token is used within 15 minutes, then the owner is signed in and that is recorded', () => {
    given([sent]).when(use('2026-12-03T09:05:00.000Z')).then([used]);
  });

  it('when it is used a second time, then it is refused', () => {
    given([sent, used])
      .when(use('2026-12-03T09:06:00.000Z'))
      .thenThrows(InvalidInputError, SIGN_IN_MESSAGES.linkInvalid);
  });

  it('when it has expired, then it is refused', () => {
    given([sent])
      .when(use('2026-12-03T09:15:00.000Z'))
      .thenThrows(InvalidInputError, SIGN_IN_MESSAGES.linkInvalid);
  });

  it('when the secret is not the one mailed, or no link was sent, then it is refused', () => {
    given([sent])
      .when(use('2026-12-03T09:05:00.000Z', `${linkId}.a-guessed-secret`))
      .thenThrows(InvalidInputError, SIGN_IN_MESSAGES.linkInvalid);
    given([])
      .when(use('2026-12-03T09:05:00.000Z'))
      .thenThrows(InvalidInputError, SIGN_IN_MESSAGES.linkInvalid);
  });
});
