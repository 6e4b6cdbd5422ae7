import type { EventOf } from '@harambee/events';

type Registration = EventOf<'CreatorRegistered'>['data'];

/** A creator's registration as the log holds it: Amina in Kenya, user u-1, unless `data` says otherwise. */
export const creatorRegistered = (
  data: Partial<Registration> & Pick<Registration, 'registeredAt'>,
): EventOf<'CreatorRegistered'> => ({
  type: 'CreatorRegistered',
  data: {
    userId: 'u-1',
    name: 'Amina',
    email: 'amina@example.org',
    phone: '+254712345678',
    country: 'Kenya',
    passwordHash: '$argon2id$old',
    ...data,
  },
});
