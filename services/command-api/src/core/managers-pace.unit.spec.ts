import { eventLoopBusy, managersPace } from './managers-pace';

describe('the process managers’ pace', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  let loopBusy = true;
  const pace = () => managersPace({ withinMs: 500, waitAtMostMs: 1_000 }, () => loopBusy);
  beforeEach(() => (loopBusy = true));
  /** Whether the wait ends after `ms` more milliseconds. */
  const endsWithin = async (waiting: Promise<void>, ms: number) => {
    let ended = false;
    void waiting.then(() => (ended = true));
    await jest.advanceTimersByTimeAsync(ms);
    return ended;
  };

  it('given no append since the last turn, when a command comes, then it does not wait', () => {
    const managers = pace();
    managers.turnStarts();
    managers.turnEnds(false);
    jest.advanceTimersByTime(5_000);
    expect(managers.waitIfBehind()).toBeUndefined();
  });

  it('given an append read by a turn still running within the pace, when a command comes, then it does not wait', () => {
    const managers = pace();
    managers.appended();
    managers.turnStarts();
    jest.advanceTimersByTime(500);
    expect(managers.waitIfBehind()).toBeUndefined();
  });

  it('given a turn reading an append for longer than the pace, when a command comes, then it waits for that turn to end', async () => {
    const managers = pace();
    managers.appended();
    managers.turnStarts();
    jest.advanceTimersByTime(501);
    const waiting = managers.waitIfBehind()!;
    expect(await endsWithin(waiting, 900)).toBe(false);
    managers.turnEnds(false);
    expect(await endsWithin(waiting, 0)).toBe(true);
    expect(managers.waitIfBehind()).toBeUndefined();
  });

  it('given a turn that never ends, when a command comes, then it waits no longer than the most it may', async () => {
    const managers = pace();
    managers.appended();
    jest.advanceTimersByTime(600);
    const waiting = managers.waitIfBehind()!;
    expect(await endsWithin(waiting, 999)).toBe(false);
    expect(await endsWithin(waiting, 1)).toBe(true);
  });

  it('given a turn that read a full batch, when it ends, then what it started from still counts as unread', () => {
    const managers = pace();
    managers.appended();
    jest.advanceTimersByTime(300);
    managers.turnStarts();
    managers.appended();
    jest.advanceTimersByTime(300);
    managers.turnEnds(true);
    expect(managers.waitIfBehind()).toBeDefined();
  });

  it('given a turn behind the pace on an event loop with time to spare, when a command comes, then it does not wait', () => {
    const managers = pace();
    managers.appended();
    managers.turnStarts();
    jest.advanceTimersByTime(2_000);
    loopBusy = false;
    expect(managers.waitIfBehind()).toBeUndefined();
  });

  it('given appends while no manager reads here, when a command comes, then it does not wait', () => {
    const managers = pace();
    managers.appended();
    jest.advanceTimersByTime(2_000);
    managers.idle();
    expect(managers.waitIfBehind()).toBeUndefined();
  });
});

describe('the event loop’s business', () => {
  it('when the loop was kept busy, then it says so, and not once it idled', async () => {
    const busy = eventLoopBusy(0.9, 100);
    const until = performance.now() + 200;
    while (performance.now() < until);
    expect(busy()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(busy()).toBe(false);
  });
});
