const INTERVAL_MS = 150;
const TIMEOUT_MS = 5000;

/**
 * Reads are served from projections that follow the write a moment later: wait (briefly) until a read
 * shows the change, so the next screen does not show the old state. A failed read counts as not yet;
 * gives up quietly after 5 s.
 */
export async function untilProjected(projected: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await projected().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
}
