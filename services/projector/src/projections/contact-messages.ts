import { ERASED_NAME } from '@harambee/events';
import type { Projection } from '../projection';

export const contactMessagesProjection: Projection = {
  name: 'contact-messages',
  tables: ['contact_messages'],
  handlers: {
    ContactMessageReceived: async (tx, { data }) => {
      await tx.query(
        `insert into contact_messages (id, name, email, role, message, created_at)
         values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
        [data.messageId, data.name, data.email, data.role, data.message, data.receivedAt],
      );
    },
    ContactMessageErased: async (tx, { data }) => {
      await tx.query(`update contact_messages set name = $2, email = '', message = '' where id = $1`, [
        data.messageId,
        ERASED_NAME,
      ]);
    },
  },
};
