import type { ReadModel } from '../../read-model';

export type NewUser = {
  id: string;
  role: 'creator' | 'admin';
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  registered_at: string;
  language: string | null;
};

export type UserChange =
  | { kind: 'registered'; user: NewUser }
  | { kind: 'sessionsRevoked'; userId: string; sessionVersion: number }
  | { kind: 'erased'; userId: string }
  | { kind: 'textAlertsChosen'; userId: string; gifts: boolean; payouts: boolean }
  | { kind: 'languageChosen'; userId: string; language: string }
  | { kind: 'followersMoved'; creatorId: string; by: 1 | -1 };

/**
 * Creators' and admins' public profiles, each one's session version, the texts they asked for, the language their
 * mails are written in (the account's first, until they choose one) and how many backers confirmed they follow a
 * creator. Erasure keeps the user under the erased name, with no phone to text, and version -1: no token carries it, so every token of an erased user is refused.
 */
export const users: ReadModel<UserChange> = {
  name: 'users',
  tables: ['users'],
  on: {
    CreatorRegistered: ({ data }) => [
      {
        kind: 'registered',
        user: {
          id: data.userId,
          role: 'creator',
          name: data.name,
          email: data.email,
          phone: data.phone,
          country: data.country,
          registered_at: data.registeredAt,
          language: data.language ?? null,
        },
      },
    ],
    AdminRegistered: ({ data }) => [
      {
        kind: 'registered',
        user: {
          id: data.userId,
          role: 'admin',
          name: data.name,
          email: data.email,
          phone: null,
          country: null,
          registered_at: data.registeredAt,
          language: data.language ?? null,
        },
      },
    ],
    SessionsRevoked: ({ data }) => [
      { kind: 'sessionsRevoked', userId: data.userId, sessionVersion: data.sessionVersion },
    ],
    TextAlertsChosen: ({ data }) => [
      { kind: 'textAlertsChosen', userId: data.userId, gifts: data.gifts, payouts: data.payouts },
    ],
    LanguageChosen: ({ data }) => [
      { kind: 'languageChosen', userId: data.userId, language: data.language },
    ],
    PersonalDataErased: ({ data }) => [{ kind: 'erased', userId: data.userId }],
    // A follower counts once they confirmed: an address someone else typed is nobody's follow.
    FollowConfirmed: ({ data }) => [{ kind: 'followersMoved', creatorId: data.creatorId, by: 1 }],
    CreatorUnfollowed: ({ data }) => [
      { kind: 'followersMoved', creatorId: data.creatorId, by: -1 },
    ],
  },
};

/** The session version of an erased user. */
export const ERASED_SESSION_VERSION = -1;
