import type { EventOf } from '@harambee/events';
import { ConcurrencyError } from '@harambee/eventstore';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { withMetadata } from '../core/handle-command';
import { smsSenderOf } from './sms-sender';

type Purpose = EventOf<'SmsSent'>['data']['purpose'];

/** Where the text about one thing is recorded: appended where no stream was, so each is sent once. */
export const textStream = (purpose: Purpose, regarding: string) => `sms-${purpose}-${regarding}`;

/** Whether the text about this thing was sent already. */
export const textedAlready = async (
  { store }: Pick<CommandApiDeps, 'store'>,
  purpose: Purpose,
  regarding: string,
) => (await store.streamVersion(textStream(purpose, regarding))) > 0;

/**
 * Hands a text to Africa's Talking and records its SmsSent (the gateway's id, never the number or the words), unless
 * it was sent already. Sent before it is recorded: a crash between the two may send it twice, never lose it; two
 * sends racing record one. Nothing when this server sends no texts.
 */
export const textOnce = async (
  deps: Pick<CommandApiDeps, 'store' | 'config'>,
  text: { purpose: Purpose; regarding: string; to: string; words: string },
  context: CommandContext,
) => {
  const send = smsSenderOf(deps.config);
  if (!send || (await textedAlready(deps, text.purpose, text.regarding))) return;
  const sent = await send(text.to, text.words);
  const event = {
    type: 'SmsSent' as const,
    data: {
      smsId: sent.smsId,
      purpose: text.purpose,
      regarding: text.regarding,
      status: sent.status,
      sentAt: context.now.toISOString(),
    },
  };
  try {
    await deps.store.append([
      {
        streamId: textStream(text.purpose, text.regarding),
        expected: 'no_stream',
        events: withMetadata([event], context),
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
  }
};
