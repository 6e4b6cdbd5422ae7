import type { EventStore } from '@harambee/events';
import { userStream } from '../accounts/user';
import type { LinkedWallet } from './withdrawal';

/** The creator's payout wallet as last linked on their account; none after their personal data was erased. */
export const linkedWallet = async (
  store: EventStore,
  userId: string,
): Promise<LinkedWallet | undefined> => {
  const { events } = await store.readStream(userStream(userId));
  let wallet: LinkedWallet | undefined;
  for (const event of events) {
    if (event.type === 'WalletLinked') {
      const { provider, country, accountNumber } = event.data;
      wallet = { provider, country, accountNumber };
    }
    if (event.type === 'PersonalDataErased') wallet = undefined;
  }
  return wallet;
};
