const INTERVAL_MS = 200;
const TIMEOUT_MS = 5000;

/**
 * Reads are served from projections that follow the write a moment later: wait (briefly) until a read
 * shows the change, so the next screen does not show the old state. Gives up quietly after 5 s.
 */
export async function untilProjected<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (done(await read())) return;
    } catch {
      // A failed read is retried until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
}
