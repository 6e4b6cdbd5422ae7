import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import type { WalletChange } from './wallets';

export const walletsOnPostgres: StoreWrites<Sql, WalletChange> = {
  linked: async (tx, { wallet }) => {
    await tx.query(
      `insert into wallets (user_id, country, provider, account_number, linked_at)
       values ($1, $2, $3, $4, $5)
       on conflict (user_id) do update
         set country = excluded.country, provider = excluded.provider,
             account_number = excluded.account_number, linked_at = excluded.linked_at`,
      [wallet.userId, wallet.country, wallet.provider, wallet.accountNumber, wallet.linkedAt],
    );
  },
  erased: async (tx, { userId }) => {
    await tx.query(`update wallets set account_number = '' where user_id = $1`, [userId]);
  },
};
