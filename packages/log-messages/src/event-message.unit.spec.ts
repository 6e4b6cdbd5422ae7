import type { StoredEvent } from '@harambee/events';
import { EVENTS_TOPIC, fromMessage, toMessage } from './event-message';

const event: StoredEvent = {
  id: '1f0e7c36-2f4c-4b8e-9d55-0a1c1e0b7a11',
  streamId: 'campaign-c1',
  streamVersion: 3,
  type: 'CampaignApproved',
  schemaVersion: 1,
  data: { campaignId: 'c1', at: '2026-11-22T10:00:00.000Z' },
  metadata: {
    actorId: 'admin-1',
    actorRole: 'admin',
    correlationId: 'correlation-1',
    causationId: null,
  },
  position: { transactionId: '9007199254740993', globalPosition: '42' },
  recordedAt: '2026-11-22T10:00:01.000Z',
} as StoredEvent;

describe('events as Kafka messages', () => {
  it('when an event is published, then it is keyed by its stream and its headers name it and its place in the log', () => {
    const message = toMessage(event);
    expect(EVENTS_TOPIC).toBe('harambee.events.v1');
    expect(message.key).toBe('campaign-c1');
    expect(message.headers).toEqual({
      'event-id': event.id,
      'event-type': 'CampaignApproved',
      'schema-version': '1',
      'log-position': '9007199254740993/42',
    });
  });

  it('when the message is consumed, then it is the same stored event, positions beyond 2^53 intact', () => {
    const message = toMessage(event);
    const consumed = fromMessage({
      value: Buffer.from(message.value as string),
      headers: message.headers,
    });
    expect(consumed).toEqual(event);
  });

  it('when a message holds an event the catalogue refuses, then consuming it fails naming the event', () => {
    const bad = toMessage({ ...event, data: { campaignId: 'c1' } } as StoredEvent);
    expect(() => fromMessage({ value: bad.value as string })).toThrow(event.id);
  });

  it('when a message has no value, then consuming it fails saying so', () => {
    expect(() => fromMessage({ value: null })).toThrow(/no value/);
  });
});
