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
    SessionsRevoked: async (tx, { data }) => {
      await tx.query('update users set session_version = greatest(session_version, $2) where id = $1', [
        data.userId,
        data.sessionVersion,
      ]);
    },
    // Session version -1: no token carries it, so every token of an erased user is refused.
    PersonalDataErased: async (tx, { data }) => {
      await tx.query(`update users set name = $2, email = '', phone = null, session_version = -1 where id = $1`, [data.userId, ERASED_NAME]);
    },
  },
};
