import type { EventData } from '@harambee/events';
import { isOnDay, type Movement } from './movement';

export type Difference = Pick<
  EventData<'ReconciliationDifferenceFound'>,
  | 'kind'
  | 'movement'
  | 'reference'
  | 'ourAmountCents'
  | 'providerAmountCents'
  | 'currency'
  | 'providerCurrency'
  | 'paymentId'
  | 'campaignId'
>;

const keyOf = (movement: Movement) => `${movement.movement}:${movement.reference}`;

/**
 * The provider's movement that is ours: the same reference; for a refund, else one of the same payment and amount
 * (a provider may name a refund by the bank's reference where we keep the one its API gave us).
 */
const finder = (candidates: Movement[], taken: Set<Movement>) => {
  const byKey = new Map(candidates.map((candidate) => [keyOf(candidate), candidate]));
  return (movement: Movement) => {
    const same = byKey.get(keyOf(movement));
    const found =
      same && !taken.has(same)
        ? same
        : movement.movement === 'refund' && movement.paymentId !== null
          ? candidates.find(
              (candidate) =>
                !taken.has(candidate) &&
                candidate.movement === 'refund' &&
                candidate.paymentId === movement.paymentId &&
                candidate.amountCents === movement.amountCents &&
                candidate.currency === movement.currency,
            )
          : undefined;
    if (found) taken.add(found);
    return found;
  };
};

const difference = (
  kind: Difference['kind'],
  ours: Movement | undefined,
  theirs: Movement | undefined,
): Difference => {
  const known = (ours ?? theirs)!;
  return {
    kind,
    movement: known.movement,
    reference: known.reference,
    ourAmountCents: ours?.amountCents ?? null,
    providerAmountCents: theirs?.amountCents ?? null,
    currency: known.currency,
    ...(ours &&
      theirs &&
      theirs.currency !== ours.currency && { providerCurrency: theirs.currency }),
    paymentId: ours?.paymentId ?? theirs?.paymentId ?? null,
    campaignId: ours?.campaignId ?? theirs?.campaignId ?? null,
  };
};

/**
 * A day's books against the provider's: every movement of ours on the day has the provider's, for the same amount in
 * the same currency, and every movement of the provider's on the day has ours. `theirs` spans a day either side, `ours` the whole log,
 * so a movement recorded just across midnight on one side still finds its match.
 */
export const compareDay = (day: string, ours: Movement[], theirs: Movement[]): Difference[] => {
  const differences: Difference[] = [];
  const [oursTaken, theirsTaken] = [new Set<Movement>(), new Set<Movement>()];
  const atProvider = finder(theirs, theirsTaken);
  for (const movement of ours.filter((candidate) => isOnDay(candidate, day))) {
    oursTaken.add(movement);
    const found = atProvider(movement);
    if (!found) differences.push(difference('missingAtProvider', movement, undefined));
    else if (found.amountCents !== movement.amountCents || found.currency !== movement.currency)
      differences.push(difference('amountDiffers', movement, found));
  }
  const inOurs = finder(ours, oursTaken);
  // A refund that failed moved nothing: the provider nets it to 0 and our books booked it back.
  const moved = theirs.filter(
    (candidate) => candidate.amountCents !== 0 || theirsTaken.has(candidate),
  );
  for (const movement of moved.filter((candidate) => isOnDay(candidate, day))) {
    if (!theirsTaken.has(movement) && !inOurs(movement))
      differences.push(difference('missingInOurRecords', undefined, movement));
  }
  return differences;
};
