import { randomUUID } from 'node:crypto';
import type { AppendRecordInput } from '@kurrent/kurrentdb-client';

/**
 * Data fields whose values each have an index stream: one link per event holding the field, written in the same
 * atomic append as the event, so the events of one campaign or person, or the one event a look-up names (a text's
 * gateway id, a dispute, a provider's reference, a phone's key, a creator's campaigns), are read without reading
 * every event of their types. A read naming several takes the first in this order: the narrowest first.
 */
export const INDEXED_FIELDS = [
  'smsId',
  'disputeId',
  'providerReference',
  'phoneKey',
  'creatorId',
  'campaignId',
  'userId',
] as const;
export type IndexedField = (typeof INDEXED_FIELDS)[number];

export const indexStream = (field: IndexedField, value: string) => `index-${field}-${value}`;

/** What a link holds: the revision and stream of the event it points at, as KurrentDB's own `$>` links do. */
export const linkTarget = (revision: bigint, streamId: string) => `${revision}@${streamId}`;

export const linkTo = (revision: bigint, streamId: string) => ({
  id: randomUUID(),
  contentType: 'application/octet-stream' as const,
  type: '$>',
  data: new TextEncoder().encode(linkTarget(revision, streamId)),
  metadata: undefined,
});

/** The index streams an event with this data belongs in. */
export const indexStreamsOf = (data: unknown) =>
  INDEXED_FIELDS.flatMap((field) => {
    const value = (data as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' ? [indexStream(field, value)] : [];
  });

/** A link to the event at `revision` of `streamId` in each index stream its data belongs in. */
export const indexLinks = (
  data: unknown,
  revision: bigint,
  streamId: string,
): AppendRecordInput[] =>
  indexStreamsOf(data).map((streamName) => ({ streamName, record: linkTo(revision, streamId) }));
