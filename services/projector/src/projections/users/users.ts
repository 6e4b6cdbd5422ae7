import type { ReadModel } from '../../read-model';

export type NewUser = {
  id: string;
  role: 'creator' | 'admin';
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  registered_at: string;
};

export type UserChange =
  | { kind: 'registered'; user: NewUser }
  | { kind: 'sessionsRevoked'; userId: string; sessionVersion: number }
  | { kind: 'erased'; userId: string };

/**
 * Creators' and admins' public profiles, and each one's session version. Erasure keeps the user under the
 * erased name with version -1: no token carries it, so every token of an erased user is refused.
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
        },
      },
    ],
    SessionsRevoked: ({ data }) => [
      { kind: 'sessionsRevoked', userId: data.userId, sessionVersion: data.sessionVersion },
    ],
    PersonalDataErased: ({ data }) => [{ kind: 'erased', userId: data.userId }],
  },
};

/** The session version of an erased user. */
export const ERASED_SESSION_VERSION = -1;
