import type { EventStore } from '@harambee/events';
import { userStream } from '../accounts/user';
import type { CreatorWallet } from './withdrawal';

/** The creator's payout wallet as last linked on their account; none after their personal data was erased. */
export const linkedWallet = async (
  store: EventStore,
  userId: string,
): Promise<CreatorWallet | undefined> => {
  const { events } = await store.readStream(userStream(userId));
  let wallet: CreatorWallet | undefined;
  for (const event of events) {
    if (event.type === 'WalletLinked') {
      const { provider, country, accountNumber, linkedAt } = event.data;
      wallet = { provider, country, accountNumber, linkedAt };
    }
    if (event.type === 'PersonalDataErased') wallet = undefined;
  }
  return wallet;
};
