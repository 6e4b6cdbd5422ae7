import { ERASED_NAME } from '@harambee/events';
import type { UserDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import { ERASED_SESSION_VERSION, type NewUser, type UserChange } from './users';

export const userDocument = ({ id, registered_at, ...fields }: NewUser): UserDocument => ({
  _id: id,
  ...fields,
  registered_at: new Date(registered_at),
  session_version: 0,
  text_alert_gifts: false,
  text_alert_payouts: false,
});

const users = (tx: MongoTx) => tx.collection<UserDocument>('users');

export const usersOnMongo: StoreWrites<MongoTx, UserChange> = {
  registered: (tx, { user }) => insertIfAbsent(tx, 'users', [userDocument(user)]),
  sessionsRevoked: async (tx, { userId, sessionVersion }) => {
    await users(tx).updateOne(
      { _id: userId },
      { $max: { session_version: sessionVersion } },
      { session: tx.session },
    );
  },
  followersMoved: async (tx, { creatorId, by }) => {
    await users(tx).updateOne(
      { _id: creatorId },
      { $inc: { follower_count: by } },
      { session: tx.session },
    );
  },
  textAlertsChosen: async (tx, { userId, gifts, payouts }) => {
    await users(tx).updateOne(
      { _id: userId },
      { $set: { text_alert_gifts: gifts, text_alert_payouts: payouts } },
      { session: tx.session },
    );
  },
  languageChosen: async (tx, { userId, language }) => {
    await users(tx).updateOne({ _id: userId }, { $set: { language } }, { session: tx.session });
  },
  erased: async (tx, { userId }) => {
    await users(tx).updateOne(
      { _id: userId },
      {
        $set: {
          name: ERASED_NAME,
          email: '',
          phone: null,
          session_version: ERASED_SESSION_VERSION,
          text_alert_gifts: false,
          text_alert_payouts: false,
          language: null,
        },
      },
      { session: tx.session },
    );
  },
};
