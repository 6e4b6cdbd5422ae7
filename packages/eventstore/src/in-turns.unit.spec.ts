import { EVENTS_PER_TURN, mapInTurns } from './in-turns';

/** How many items `make` had mapped each time the event loop got a turn, until the mapping ended. */
const mappedAtEachTurn = async (count: number) => {
  let mapped = 0;
  const turns: number[] = [];
  let done = false;
  const look = () => {
    turns.push(mapped);
    if (!done) setImmediate(look);
  };
  setImmediate(look);
  const made = await mapInTurns(
    Array.from({ length: count }, (_, index) => index),
    (index) => {
      mapped += 1;
      return index * 2;
    },
  );
  done = true;
  return { made, turns };
};

describe('mapping events in turns of the event loop', () => {
  it('when a read holds many events, then the loop gets a turn after every fifty, and all are mapped in order', async () => {
    const { made, turns } = await mappedAtEachTurn(2 * EVENTS_PER_TURN + 20);
    expect(made).toEqual(Array.from({ length: 2 * EVENTS_PER_TURN + 20 }, (_, i) => i * 2));
    expect(turns.slice(0, 2)).toEqual([EVENTS_PER_TURN, 2 * EVENTS_PER_TURN]);
  });

  it('when a read holds a few events, then they are mapped without waiting for a turn', async () => {
    const { made, turns } = await mappedAtEachTurn(EVENTS_PER_TURN);
    expect(made).toHaveLength(EVENTS_PER_TURN);
    expect(turns).toEqual([]);
  });
});
