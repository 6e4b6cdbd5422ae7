import { ERASED_NAME } from '@harambee/events';
import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import { ERASED_SESSION_VERSION, type UserChange } from './users';

export const usersOnPostgres: StoreWrites<Sql, UserChange> = {
  registered: async (tx, { user }) => {
    await tx.query(
      `insert into users (id, role, name, email, phone, country, registered_at, language)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (id) do nothing`,
      [
        user.id,
        user.role,
        user.name,
        user.email,
        user.phone,
        user.country,
        user.registered_at,
        user.language,
      ],
    );
  },
  sessionsRevoked: async (tx, { userId, sessionVersion }) => {
    await tx.query(
      'update users set session_version = greatest(session_version, $2) where id = $1',
      [userId, sessionVersion],
    );
  },
  followersMoved: async (tx, { creatorId, by }) => {
    await tx.query(
      'update users set follower_count = greatest(0, follower_count + $2) where id = $1',
      [creatorId, by],
    );
  },
  textAlertsChosen: async (tx, { userId, gifts, payouts }) => {
    await tx.query(
      'update users set text_alert_gifts = $2, text_alert_payouts = $3 where id = $1',
      [userId, gifts, payouts],
    );
  },
  languageChosen: async (tx, { userId, language }) => {
    await tx.query('update users set language = $2 where id = $1', [userId, language]);
  },
  erased: async (tx, { userId }) => {
    await tx.query(
      `update users set name = $2, email = '', phone = null, session_version = $3,
         text_alert_gifts = false, text_alert_payouts = false, language = null
       where id = $1`,
      [userId, ERASED_NAME, ERASED_SESSION_VERSION],
    );
  },
};
