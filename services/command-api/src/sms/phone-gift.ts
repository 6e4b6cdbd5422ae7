import { ConcurrencyError } from '@harambee/eventstore';
import type { Language } from '@harambee/messages';
import { createHmac } from 'node:crypto';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { withMetadata } from '../core/handle-command';

/** The phone a gift was begun from, kept apart from its checkout: one stream per payment. */
export const phoneGiftStream = (paymentId: string) => `phone-gift-${paymentId}`;

/** A keyed hash of the number (E.164): its gifts can be found by it, and the log never holds it in the clear. */
export const phoneKeyOf = (secret: string, e164: string) =>
  createHmac('sha256', secret).update(`phone:${e164}`).digest('base64url');

/** Notes the number a started gift came from, once: a repeated callback finds the stream taken and leaves it. */
export const recordPhoneGift = async (
  { store, config }: Pick<CommandApiDeps, 'store' | 'config'>,
  gift: { paymentId: string; phone: string; channel: 'ussd' | 'sms'; language: Language },
  context: CommandContext,
) => {
  const event = {
    type: 'PhoneGiftStarted' as const,
    data: {
      ...gift,
      phoneKey: phoneKeyOf(config.emailIdKey, gift.phone),
      startedAt: context.now.toISOString(),
    },
  };
  try {
    await store.append([
      {
        streamId: phoneGiftStream(gift.paymentId),
        expected: 'no_stream',
        events: withMetadata([event], context),
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
  }
};
