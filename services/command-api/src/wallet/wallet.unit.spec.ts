import { RuleBrokenError } from '@harambee/platform';
import { userDecider } from '../accounts/user';
import { specFor } from '../core/given-when-then';
import { creatorRegistered } from '../accounts/testing/creator-registered';

const at = '2026-11-22T10:00:00.000Z';
const registered = creatorRegistered({
  name: 'Kwame',
  email: 'kwame@example.org',
  phone: '0241234567',
  country: 'Ghana',
  passwordHash: '$argon2id$x',
  registeredAt: at,
});
const wallet = {
  userId: 'u-1',
  country: 'Ghana',
  provider: 'momo' as const,
  accountNumber: '0241234567',
  linkedAt: at,
};
const given = specFor(userDecider);

describe('linking a payout wallet', () => {
  it('when a registered creator links a wallet, then it is linked', () => {
    given([registered])
      .when({ type: 'LinkWallet', data: wallet })
      .then([{ type: 'WalletLinked', data: wallet }]);
  });

  it('when a linked wallet is replaced, then the new one is linked', () => {
    const update = { ...wallet, provider: 'zeepay' as const, accountNumber: '0551234567' };
    given([registered, { type: 'WalletLinked', data: wallet }])
      .when({ type: 'LinkWallet', data: update })
      .then([{ type: 'WalletLinked', data: update }]);
  });

  it('when the account does not exist, then nothing is linked', () => {
    given([]).when({ type: 'LinkWallet', data: wallet }).thenThrows(RuleBrokenError);
  });

  it('when notifications are marked seen, then it is recorded for that user', () => {
    const seen = { userId: 'u-1', seenAt: at };
    given([registered])
      .when({ type: 'MarkDonationNotificationsSeen', data: seen })
      .then([{ type: 'DonationNotificationsSeen', data: seen }]);
    given([])
      .when({ type: 'MarkDonationNotificationsSeen', data: seen })
      .thenThrows(RuleBrokenError);
  });
});
