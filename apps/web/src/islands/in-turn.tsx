import { type ReactElement, Suspense, useState } from 'react';

/** A turn of the event loop for the browser (a tap, a paint) before the next slice of hydration. */
export const yieldToBrowser = (): Promise<unknown> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<unknown> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
};

/** Whether this is an islands page in the browser (the entry says so): only there are parts hydrated in turn. */
let islandsPage = false;
/** Whether an island's `hydrateRoot` runs now: the parts it meets wait for a task of their own. */
let hydrating = false;
/** The last part's turn: each part hydrates in the task after the one before it. */
let lastTurn: Promise<unknown> = Promise.resolve();
let waiting = 0;
const whenAllLive = new Set<() => void>();

export const isIslandsPage = () => {
  islandsPage = true;
};

/** Runs `hydrate` (an island's `hydrateRoot`) with the parts in turn it meets each left for a later task. */
export const hydratingInTurn = (hydrate: () => void) => {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
};

/** Settles once every part left for later is live. */
export const partsLive = () =>
  new Promise<void>((resolve) => (waiting === 0 ? resolve() : whenAllLive.add(resolve)));

/**
 * Calls `then` once no part is waiting for its turn: a part that changes after hydration (the server cannot know the
 * browser's width, clock, storage) waits until the whole island matches the server's HTML.
 */
export const afterParts = (then: () => void) => {
  if (waiting === 0) then();
  else void partsLive().then(then);
};

/**
 * Whether a part rendered now takes a turn: met by an island's hydration or by a part's resumed, or drawn while parts
 * still wait (nothing changes an island's HTML until they are live, `afterParts`).
 */
const inHydration = () => hydrating || waiting > 0;

const nextTurn = () => {
  waiting++;
  const mine = lastTurn.then(yieldToBrowser);
  lastTurn = mine;
  // Live once its render (in its turn's microtasks) and a turn for the browser are over.
  void mine
    .then(() => yieldToBrowser())
    .then(() => {
      if (--waiting > 0) return;
      for (const resolve of whenAllLive) resolve();
      whenAllLive.clear();
    });
  return mine;
};

type Turn = { promise?: Promise<void>; done: boolean };

function Wait({ turn, child }: { turn: Turn; child: ReactElement }) {
  if (!turn.done && inHydration()) {
    turn.promise ??= nextTurn().then(() => {
      turn.done = true;
    });
    // Preact keeps the server's element and hydrates it once this settles.
    throw turn.promise;
  }
  return child;
}

/**
 * One element of an island hydrated in a task of its own, after the parts before it, so no task of the hydration is
 * long on a slow phone; until then it is the server's HTML, its taps held by the entry. Anywhere else (the server, the
 * app) it is the element itself.
 */
export function InTurn({ children }: { children: ReactElement }) {
  // Kept here: a part that waits keeps no state of its own.
  const [turn] = useState<Turn>(() => ({ done: !islandsPage }));
  if (!islandsPage) return children;
  return (
    <Suspense fallback={null}>
      <Wait turn={turn} child={children} />
    </Suspense>
  );
}
