import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Events decoded, opened, sealed or checked in one turn of the event loop: ≈ 5-10 ms of it for a batch a process
 * manager or the projector reads or appends. The embedded default serves requests on the same loop, and a thousand
 * events at once held it for 60-190 ms (bench/README.md).
 */
export const EVENTS_PER_TURN = 50;

/** `items.map(make)`, giving the event loop a turn after every `perTurn` items; a short list is mapped at once. */
export const mapInTurns = async <T, U>(
  items: readonly T[],
  make: (item: T) => U,
  perTurn = EVENTS_PER_TURN,
): Promise<U[]> => {
  if (items.length <= perTurn) return items.map(make);
  const made: U[] = [];
  for (let start = 0; start < items.length; start += perTurn) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + perTurn)) made.push(make(item));
  }
  return made;
};
