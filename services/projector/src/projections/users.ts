import { ERASED_NAME } from '@harambee/events';
import type { Projection } from '../projection';

const register = `
  insert into users (id, role, name, email, phone, country, registered_at)
  values ($1, $2, $3, $4, $5, $6, $7)
  on conflict (id) do nothing`;

export const usersProjection: Projection = {
  name: 'users',
  tables: ['users'],
  handlers: {
    CreatorRegistered: async (tx, { data }) => {
      await tx.query(register, [
        data.userId,
        'creator',
        data.name,
        data.email,
        data.phone,
        data.country,
        data.registeredAt,
      ]);
    },
    AdminRegistered: async (tx, { data }) => {
      await tx.query(register, [
        data.userId,
        'admin',
        data.name,
        data.email,
        null,
        null,
        data.registeredAt,
      ]);
    },
    PersonalDataErased: async (tx, { data }) => {
      await tx.query(`update users set name = $2, email = '', phone = null where id = $1`, [data.userId, ERASED_NAME]);
    },
  },
};
