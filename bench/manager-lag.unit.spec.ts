import { managersBehind, waitForManagers, type LogPlace, type ManagerPlaces } from './manager-lag';

/** A place whose next event was recorded at `nextRecordedAtMs` (null: nothing after it yet). */
const place = (globalPosition: number, nextRecordedAtMs: number | null = null): LogPlace => ({
  transactionId: '100',
  globalPosition: String(globalPosition),
  nextRecordedAtMs,
});

const reading = (
  atMs: number,
  head: LogPlace,
  managers: Record<string, LogPlace>,
): ManagerPlaces => ({
  atMs,
  head,
  managers: Object.entries(managers).map(([name, at]) => ({ name, at })),
});

describe('how far behind the process managers were when the load stopped', () => {
  const stoppedAtMs = 10_000;
  const head = place(900);

  it('when the oldest event a manager had not passed was recorded 4 s before the reading, then it was 4 s behind, and caught up when a reading first showed it at that head', () => {
    const lags = managersBehind(
      stoppedAtMs,
      [
        reading(10_050, head, { receipts: place(400, 6_050), alerts: place(900) }),
        reading(10_150, place(950), { receipts: place(800, 9_000), alerts: place(950) }),
        reading(10_250, place(960), { receipts: place(930, 10_200), alerts: place(960) }),
      ],
      [],
    );
    expect(lags).toEqual([
      { name: 'receipts', behindAtStopMs: 4_000, caughtUpAfterMs: 250, mostBehindDuringMs: NaN },
      { name: 'alerts', behindAtStopMs: 0, caughtUpAfterMs: 50, mostBehindDuringMs: NaN },
    ]);
  });

  it('when the log was quiet long before the event a manager has not passed, then only that event’s wait counts', () => {
    const [lag] = managersBehind(
      stoppedAtMs,
      [reading(10_050, head, { follows: place(899, 9_850) })],
      [],
    );
    expect(lag).toMatchObject({ behindAtStopMs: 200 });
  });

  it('when a manager never reached the head of the first reading, then it did not catch up', () => {
    const [lag] = managersBehind(
      stoppedAtMs,
      [
        reading(10_050, head, { ledger: place(100, 1_050) }),
        reading(10_150, head, { ledger: place(899, 9_980) }),
      ],
      [],
    );
    expect(lag).toMatchObject({ behindAtStopMs: 9_000, caughtUpAfterMs: undefined });
  });

  it('when the checkpoint is at a later transaction than the head, then it is past it, whatever the global positions', () => {
    const [lag] = managersBehind(
      stoppedAtMs,
      [
        reading(10_050, head, {
          mail: { transactionId: '101', globalPosition: '10', nextRecordedAtMs: null },
        }),
      ],
      [],
    );
    expect(lag).toMatchObject({ behindAtStopMs: 0, caughtUpAfterMs: 50 });
  });

  it('when it was read while the load ran, then the most it was behind then is given, and a reading after the stop is not of the load', () => {
    const [lag] = managersBehind(
      stoppedAtMs,
      [reading(10_050, head, { receipts: place(890, 9_760) })],
      [
        reading(7_000, place(500), { receipts: place(450, 5_500) }),
        reading(8_000, place(600), { receipts: place(590, 7_800) }),
        reading(10_020, head, { receipts: place(100, 1_000) }),
      ],
    );
    expect(lag).toMatchObject({ behindAtStopMs: 290, mostBehindDuringMs: 1_500 });
  });
});

describe('waiting for the process managers before a load', () => {
  it('when a reading shows every manager at its head, then the wait ends, not before', async () => {
    const readings = [
      reading(1, place(900), { follows: place(446, 0), receipts: place(900) }),
      reading(2, place(920), { follows: place(900, 0), receipts: place(920) }),
      reading(3, place(920), { follows: place(920), receipts: place(920) }),
    ];
    let read = 0;
    expect(await waitForManagers(async () => readings[read++]!, 5)).toBe(true);
    expect(read).toBe(3);
  });

  it('when a manager stays behind, then the wait gives up after its seconds', async () => {
    const behind = reading(1, place(900), { follows: place(446, 0) });
    expect(await waitForManagers(async () => behind, 0.2)).toBe(false);
  });
});
