import { ConcurrencyError } from '@harambee/eventstore';
import { logger } from '@harambee/database';
import { randomBytes, randomUUID } from 'node:crypto';
import { withMetadata } from '../core/handle-command';
import {
  claimEmail,
  type EmailClaims,
  emailHolder,
  emailStream,
  userIdForEmail,
} from './email-claim';
import { hashPassword } from './passwords';
import { userStream } from './user';

/**
 * Makes sure the first admin exists. Returns the generated password when one had to be made,
 * so the caller can print it once; it is never stored anywhere in clear.
 */
export const ensureAdminAccount = async (
  claims: EmailClaims,
  options: { email: string; password?: string; now: Date },
): Promise<{ userId: string; generatedPassword?: string }> => {
  const { userId: existing, expected } = await emailHolder(claims, options.email);
  if (existing) return { userId: existing };
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const userId = randomUUID();
  const context = { system: true, correlationId: randomUUID(), now: options.now };
  try {
    await claims.store.append([
      {
        streamId: emailStream(claims.config.emailIdKey, options.email),
        expected,
        events: withMetadata([claimEmail(options.email, userId)], context),
      },
      {
        streamId: userStream(userId),
        expected: 'no_stream',
        events: withMetadata(
          [
            {
              type: 'AdminRegistered',
              data: {
                userId,
                name: 'Harambee Admin',
                email: options.email,
                passwordHash: await hashPassword(options.password ?? generatedPassword!),
                registeredAt: options.now.toISOString(),
              },
            },
          ],
          context,
        ),
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
    logger.info('admin account was created by another process');
    return { userId: (await userIdForEmail(claims, options.email))! };
  }
  return { userId, generatedPassword };
};
