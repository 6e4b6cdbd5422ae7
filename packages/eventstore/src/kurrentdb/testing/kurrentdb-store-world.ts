import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '@harambee/database';
import type { PersonalDataVault } from '../../personal-data-vault';
import {
  campaignApproved,
  sampleCatalogue,
  type SampleEvent,
  type SampleMetadata,
} from '../../testing/sample-events';
import { validateEvent } from '../../validate-event';
import { createKurrentDbEventStore } from '../kurrentdb-event-store';
import { toEventData } from '../kurrentdb-mapping';
import { fakeKurrentDb } from './fake-kurrentdb';

/** Neither is reached by these events (no personal fields, no rows alongside). */
const unreached = <T extends object>() =>
  new Proxy({} as T, {
    get: () => {
      throw new Error('not reached in these tests');
    },
  });

export const storeOn = (kurrent: ReturnType<typeof fakeKurrentDb>) =>
  createKurrentDbEventStore<SampleEvent, SampleMetadata>(kurrent.client, {
    ...sampleCatalogue,
    vault: unreached<PersonalDataVault>(),
    db: unreached<SqlDatabase>(),
  });

/** A record as KurrentDB holds it, from one of the sample events. */
export const recordOf = (
  streamId: string,
  revision: bigint,
  event: Parameters<typeof validateEvent<SampleEvent, SampleMetadata>>[1],
) => {
  const data = toEventData(validateEvent(sampleCatalogue, event));
  return { streamId, revision, created: new Date(), ...data };
};

/** A long stream of another campaign's CampaignApproved events, from revision `from` to `to` (exclusive). */
export const grow = (
  kurrent: ReturnType<typeof fakeKurrentDb>,
  streamId: string,
  from: number,
  to: number,
) => {
  const record = recordOf(streamId, 0n, campaignApproved('other'));
  for (let revision = from; revision < to; revision += 1)
    kurrent.hold({ ...record, id: randomUUID(), revision: BigInt(revision) }, BigInt(revision + 1));
};
