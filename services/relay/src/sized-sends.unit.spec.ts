import {
  KafkaJSNonRetriableError,
  KafkaJSProtocolError,
  type Message,
  type ProducerRecord,
} from 'kafkajs';
import { messageBytes, runsBySize, sendBySize } from './sized-sends';

const event = (id: number, bytes: number): Message => ({
  key: `campaign-${id % 3}`,
  value: JSON.stringify({ id, story: 'x'.repeat(bytes) }),
  headers: { 'event-id': String(id) },
});

/** A broker as kafkajs reports it: a record batch over `message.max.bytes` is refused, not retried. */
const brokerAllowing = (maxBytes: number) => {
  const written: Message[] = [];
  const sends: number[] = [];
  return {
    written,
    sends,
    send: async ({ messages }: ProducerRecord) => {
      const bytes = messages.reduce((sum, message) => sum + messageBytes(message), 0);
      sends.push(messages.length);
      if (bytes > maxBytes) {
        const refused = new KafkaJSProtocolError(
          'The request included a message larger than the max message size the server will accept',
        );
        Object.assign(refused, { type: 'MESSAGE_TOO_LARGE', code: 10 });
        throw Object.assign(new KafkaJSNonRetriableError(refused), { cause: refused });
      }
      written.push(...messages);
      return [];
    },
  };
};

describe('sending the log to Kafka in runs under the size limit', () => {
  it('given 200 events of 100 KB, when sent, then no send exceeds the limit and all arrive in order', async () => {
    const messages = Array.from({ length: 200 }, (_, id) => event(id, 100_000));
    const broker = brokerAllowing(1_048_588);
    await sendBySize(broker, 'harambee.events.v1', messages);
    expect(broker.written).toEqual(messages);
    expect(Math.max(...broker.sends)).toBeLessThanOrEqual(9);
  });

  it('given a broker whose limit is below ours, when a run is refused as too large, then it is halved until it passes', async () => {
    const messages = Array.from({ length: 8 }, (_, id) => event(id, 100_000));
    const broker = brokerAllowing(250_000);
    await sendBySize(broker, 'harambee.events.v1', messages);
    expect(broker.written).toEqual(messages);
    expect(broker.sends[0]).toBe(8);
  });

  it('given one event larger than the broker takes, when sent, then the refusal is raised, not swallowed', async () => {
    const broker = brokerAllowing(50_000);
    await expect(sendBySize(broker, 'harambee.events.v1', [event(1, 60_000)])).rejects.toThrow(
      KafkaJSNonRetriableError,
    );
    expect(broker.written).toEqual([]);
  });

  it('given another error, when a send fails, then it is raised as it is, without splitting', async () => {
    const send = jest.fn().mockRejectedValue(new Error('broker unreachable'));
    await expect(sendBySize({ send }, 't', [event(1, 10), event(2, 10)])).rejects.toThrow(
      'broker unreachable',
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('cuts runs in order, a message over the limit alone in its run', () => {
    const runs = runsBySize([event(1, 10), event(2, 500), event(3, 10), event(4, 10)], 400);
    expect(runs.map((run) => run.map(({ headers }) => headers!['event-id']))).toEqual([
      ['1'],
      ['2'],
      ['3', '4'],
    ]);
  });
});
