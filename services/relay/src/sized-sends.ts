import { CompressionTypes, type Message, type Producer } from 'kafkajs';

/**
 * The most one send carries, in bytes before compression: under the broker's default `message.max.bytes` (about
 * 1 MiB), which `infra/kafka-topics.sh` sets on the topic too. kafkajs sends a partition's messages as one record
 * batch, so a batch of large events over the limit would be refused whole, and MESSAGE_TOO_LARGE is not retried.
 */
export const MAX_SEND_BYTES = 900_000;
/** A record's own framing (offsets, lengths, timestamps, attributes), counted generously. */
const RECORD_OVERHEAD_BYTES = 70;

const bytesOf = (value: Message['key'] | Message['value']) =>
  value == null ? 0 : Buffer.byteLength(value);

export const messageBytes = ({ key, value, headers = {} }: Message) =>
  RECORD_OVERHEAD_BYTES +
  bytesOf(key) +
  bytesOf(value) +
  Object.entries(headers).reduce(
    (sum, [name, header]) => sum + Buffer.byteLength(name) + bytesOf(header as string),
    0,
  );

/** The messages in order, cut into runs of at most `maxBytes` each (a message larger than that alone in its run). */
export const runsBySize = (messages: Message[], maxBytes = MAX_SEND_BYTES) => {
  const runs: Message[][] = [];
  let bytes = 0;
  for (const message of messages) {
    const size = messageBytes(message);
    if (runs.length === 0 || bytes + size > maxBytes) {
      runs.push([]);
      bytes = 0;
    }
    runs.at(-1)!.push(message);
    bytes += size;
  }
  return runs;
};

/** kafkajs wraps the broker's answer (KafkaJSNonRetriableError with the KafkaJSProtocolError as `cause`). */
const tooLarge = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { type?: string }).type === 'MESSAGE_TOO_LARGE' || tooLarge(error.cause));

type Sends = Pick<Producer, 'send'>;

const sendHalving = async (producer: Sends, topic: string, messages: Message[]): Promise<void> => {
  try {
    await producer.send({ topic, acks: -1, compression: CompressionTypes.GZIP, messages });
  } catch (error) {
    if (!tooLarge(error) || messages.length === 1) throw error;
    const half = Math.ceil(messages.length / 2);
    await sendHalving(producer, topic, messages.slice(0, half));
    await sendHalving(producer, topic, messages.slice(half));
  }
};

/**
 * Sends the messages in order, in runs under the size limit, halving a run the broker still finds too large (its
 * limit may be lower than ours). Resolves once every run is acknowledged; a run that fails rejects the whole.
 */
export const sendBySize = async (
  producer: Sends,
  topic: string,
  messages: Message[],
  maxBytes = MAX_SEND_BYTES,
) => {
  for (const run of runsBySize(messages, maxBytes)) await sendHalving(producer, topic, run);
};
