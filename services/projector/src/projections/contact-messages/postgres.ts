import { ERASED_NAME } from '@harambee/events';
import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import type { ContactMessageChange } from './contact-messages';

export const contactMessagesOnPostgres: StoreWrites<Sql, ContactMessageChange> = {
  received: async (tx, { message }) => {
    await tx.query(
      `insert into contact_messages (id, name, email, role, message, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
      [
        message.messageId,
        message.name,
        message.email,
        message.role,
        message.message,
        message.receivedAt,
      ],
    );
  },
  erased: async (tx, { messageId }) => {
    await tx.query(
      `update contact_messages set name = $2, email = '', message = '' where id = $1`,
      [messageId, ERASED_NAME],
    );
  },
};
