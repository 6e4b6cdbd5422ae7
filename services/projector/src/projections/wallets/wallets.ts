import type { EventData } from '@harambee/events';
import type { ReadModel } from '../../read-model';

export type LinkedWallet = EventData<'WalletLinked'>;

export type WalletChange =
  { kind: 'linked'; wallet: LinkedWallet } | { kind: 'erased'; userId: string };

/** Each creator's payout wallet, the latest linked; erasure blanks the account number. */
export const wallets: ReadModel<WalletChange> = {
  name: 'wallets',
  tables: ['wallets'],
  on: {
    WalletLinked: ({ data }) => [{ kind: 'linked', wallet: data }],
    PersonalDataErased: ({ data }) => [{ kind: 'erased', userId: data.userId }],
  },
};
