import { randomUUID } from 'node:crypto';
import { UnreadableEventError } from '../stored-event';
import { comparePositions } from '../log-position';
import { LOG_START } from '../event-store';
import { campaignApproved, adminMetadata, sampleCatalogue } from '../testing/sample-events';
import { validateEvent } from '../validate-event';
import {
  checkServerVersion,
  fromRecord,
  isSystemEvent,
  matchesData,
  toEventData,
  toLogPosition,
  toReadPosition,
  toStreamState,
  toVersion,
} from './kurrentdb-mapping';

describe('expected versions on KurrentDB', () => {
  it.each([
    ['no_stream', 'no_stream'],
    ['any', 'any'],
    [0, 'no_stream'],
    [1, 0n],
    [7, 6n],
  ] as const)('when we expect %p, then KurrentDB is asked for %p', (expected, state) => {
    expect(toStreamState(expected)).toBe(state);
  });

  it.each([
    ['no_stream', 0],
    [0n, 1],
    [6n, 7],
  ] as const)(
    'when KurrentDB reports the stream at %p, then its version is %p',
    (state, version) => {
      expect(toVersion(state)).toBe(version);
    },
  );

  it('when a version goes there and back, then it is the same version', () => {
    for (const version of [1, 2, 100])
      expect(toVersion(toStreamState(version) as bigint)).toBe(version);
  });
});

describe('log positions on KurrentDB', () => {
  it('when a position is mapped, then commit is the transaction id and prepare the global position', () => {
    expect(toLogPosition({ commit: 1_234n, prepare: 1_200n })).toEqual({
      transactionId: '1234',
      globalPosition: '1200',
    });
    expect(toReadPosition({ transactionId: '1234', globalPosition: '1200' })).toEqual({
      commit: 1_234n,
      prepare: 1_200n,
    });
  });

  it('when reading from the log start, then KurrentDB reads from its start', () => {
    expect(toReadPosition(LOG_START)).toBe('start');
  });

  it('when positions beyond 2^53 are mapped, then no digit is lost', () => {
    const position = { commit: 2n ** 62n + 3n, prepare: 2n ** 62n + 1n };
    expect(toReadPosition(toLogPosition(position))).toEqual(position);
  });

  it('when $all positions are mapped, then comparePositions orders them as $all does: commit, then prepare', () => {
    const inLogOrder = [
      { commit: 100n, prepare: 100n },
      { commit: 300n, prepare: 200n },
      { commit: 300n, prepare: 250n },
      { commit: 400n, prepare: 400n },
    ].map(toLogPosition);
    const shuffled = [inLogOrder[2]!, inLogOrder[0]!, inLogOrder[3]!, inLogOrder[1]!];
    expect(shuffled.sort(comparePositions)).toEqual(inLogOrder);
    expect(comparePositions(LOG_START, inLogOrder[0]!)).toBe(-1);
  });
});

describe('events as KurrentDB records', () => {
  const event = validateEvent(sampleCatalogue, campaignApproved('c1', randomUUID()));

  it('when an event is written, then its metadata travels as string properties with our schema version', () => {
    const data = toEventData(event);
    expect(data).toEqual({
      id: event.id,
      contentType: 'application/json',
      type: 'CampaignApproved',
      data: event.data,
      metadata: { harambee: JSON.stringify(adminMetadata), schemaVersion: '1' },
    });
    expect(Object.values(data.metadata as object).every((value) => typeof value === 'string')).toBe(
      true,
    );
  });

  it('when the record is read back, then it is the stored event with its version and position', () => {
    const data = toEventData(event);
    const created = new Date('2026-11-23T10:00:00.000Z');
    const stored = fromRecord(sampleCatalogue, {
      streamId: 'campaign-c1',
      id: event.id,
      revision: 2n,
      type: data.type,
      created,
      data: data.data,
      metadata: data.metadata,
      position: { commit: 500n, prepare: 480n },
    });
    expect(stored).toEqual({
      id: event.id,
      streamId: 'campaign-c1',
      streamVersion: 3,
      type: 'CampaignApproved',
      schemaVersion: 1,
      data: event.data,
      metadata: adminMetadata,
      position: { transactionId: '500', globalPosition: '480' },
      recordedAt: created.toISOString(),
    });
  });

  it('when metadata comes back as bytes, then it is parsed the same', () => {
    const data = toEventData(event);
    const bytes = new TextEncoder().encode(JSON.stringify(data.metadata));
    const stored = fromRecord(sampleCatalogue, {
      streamId: 's',
      id: event.id,
      revision: 0n,
      type: data.type,
      created: new Date(),
      data: data.data,
      metadata: bytes,
    });
    expect(stored.metadata).toEqual(adminMetadata);
  });

  it('when a record was not written by Harambee, then reading it fails naming it', () => {
    const read = () =>
      fromRecord(sampleCatalogue, {
        streamId: 'other',
        id: randomUUID(),
        revision: 0n,
        type: 'OrderPlaced',
        created: new Date(),
        data: {},
        metadata: {},
      });
    expect(read).toThrow(UnreadableEventError);
  });

  it.each([
    ['$metadata', true],
    ['$>', true],
    ['CampaignApproved', false],
  ])('when the type is %s, then it is a system event: %p', (type, system) => {
    expect(isSystemEvent(type)).toBe(system);
  });
});

describe('matching data on KurrentDB', () => {
  it('when data is matched, then every field asked for must hold its value, as stored (JSON or bytes)', () => {
    const data = { campaignId: 'c1', paymentId: 'p1' };
    const bytes = new TextEncoder().encode(JSON.stringify(data));
    expect(matchesData({ data }, { campaignId: 'c1' })).toBe(true);
    expect(matchesData({ data: bytes }, { campaignId: 'c1', paymentId: 'p1' })).toBe(true);
    expect(matchesData({ data }, {})).toBe(true);
    expect(matchesData({ data }, { campaignId: 'c2' })).toBe(false);
    expect(matchesData({ data }, { donationId: 'c1' })).toBe(false);
  });
});

describe('the KurrentDB server version', () => {
  it.each(['26.1.0', '26.1.2.1', '27.0.0'])(
    'when the server is %s, then it is accepted',
    (version) => {
      expect(() => checkServerVersion(version)).not.toThrow();
    },
  );

  it.each(['26.0.3', '25.1.0', '24.10.0'])(
    'when the server is %s, then the start stops asking for 26.1',
    (version) => {
      expect(() => checkServerVersion(version)).toThrow(/too old.*26\.1 or later/);
    },
  );

  it('when the server does not tell its version, then the start stops saying so', () => {
    expect(() => checkServerVersion('unknown')).toThrow(/unknown.*26\.1 or later/);
  });
});
