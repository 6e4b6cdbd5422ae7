import { ERASED_NAME } from '@harambee/events';
import type { ContactMessageDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import type { ContactMessageChange } from './contact-messages';

export const contactMessagesOnMongo: StoreWrites<MongoTx, ContactMessageChange> = {
  received: (tx, { message }) =>
    insertIfAbsent(tx, 'contact_messages', [
      {
        _id: message.messageId,
        name: message.name,
        email: message.email,
        role: message.role,
        message: message.message,
        created_at: new Date(message.receivedAt),
      } satisfies ContactMessageDocument,
    ]),
  erased: async (tx, { messageId }) => {
    await tx
      .collection<ContactMessageDocument>('contact_messages')
      .updateOne(
        { _id: messageId },
        { $set: { name: ERASED_NAME, email: '', message: '' } },
        { session: tx.session },
      );
  },
};
