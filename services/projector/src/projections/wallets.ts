import type { Projection } from '../projection';

export const walletsProjection: Projection = {
  name: 'wallets',
  tables: ['wallets'],
  handlers: {
    WalletLinked: async (tx, { data }) => {
      await tx.query(
        `insert into wallets (user_id, country, provider, account_number, linked_at)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id) do update
           set country = excluded.country, provider = excluded.provider,
               account_number = excluded.account_number, linked_at = excluded.linked_at`,
        [data.userId, data.country, data.provider, data.accountNumber, data.linkedAt],
      );
    },
    PersonalDataErased: async (tx, { data }) => {
      await tx.query(`update wallets set account_number = '' where user_id = $1`, [data.userId]);
    },
  },
};
