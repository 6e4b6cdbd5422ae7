import type { EventMetadata } from '@harambee/events';
import type { StoredEvent } from '@harambee/events';

/**
 * What the ledger and the history record of each event: its campaign, its place in the log, when, and who;
 * `actor_name` left out when the users read model must say it (the store looks it up).
 */
export type PositionedEntry = {
  campaign_id: string;
  transaction_id: string;
  global_position: string;
  at: string;
  actor_id: string | null;
  actor_role: EventMetadata['actorRole'];
  actor_name?: string;
};

export const positionedEntry = (
  event: StoredEvent,
  campaignId: string,
  actorName?: string,
): PositionedEntry => ({
  campaign_id: campaignId,
  transaction_id: event.position.transactionId,
  global_position: event.position.globalPosition,
  at: event.recordedAt,
  actor_id: event.metadata.actorId,
  actor_role: event.metadata.actorRole,
  ...(actorName !== undefined && { actor_name: actorName }),
});

/** The entries with every actor named, the unnamed ones by `nameOf` (a look-up in the store's users). */
export const named = async <E extends PositionedEntry>(
  entries: readonly E[],
  nameOf: (actor: Pick<EventMetadata, 'actorId' | 'actorRole'>) => Promise<string>,
) => {
  const result: (E & { actor_name: string })[] = [];
  for (const entry of entries) {
    const actorName =
      entry.actor_name ?? (await nameOf({ actorId: entry.actor_id, actorRole: entry.actor_role }));
    result.push({ ...entry, actor_name: actorName });
  }
  return result;
};
