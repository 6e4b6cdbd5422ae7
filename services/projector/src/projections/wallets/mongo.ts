import type { WalletDocument } from '@harambee/read-models';
import type { MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import type { WalletChange } from './wallets';

const wallets = (tx: MongoTx) => tx.collection<WalletDocument>('wallets');

export const walletsOnMongo: StoreWrites<MongoTx, WalletChange> = {
  linked: async (tx, { wallet }) => {
    const fields = {
      country: wallet.country,
      provider: wallet.provider,
      account_number: wallet.accountNumber,
      linked_at: new Date(wallet.linkedAt),
    };
    await wallets(tx).updateOne(
      { _id: wallet.userId },
      { $set: fields },
      { upsert: true, session: tx.session },
    );
  },
  erased: async (tx, { userId }) => {
    await wallets(tx).updateOne(
      { _id: userId },
      { $set: { account_number: '' } },
      { session: tx.session },
    );
  },
};
