import type { BrowserContext } from 'playwright-core';

const violations: string[] = [];

/**
 * Records every Content-Security-Policy violation in the context's pages: the browser's
 * `securitypolicyviolation` events and the console messages chromium writes for them.
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(
    '__reportCspViolation',
    (_source, violation: string) => void violations.push(violation),
  );
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation: (violation: string) => void })
          .__reportCspViolation;
        void report(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} on ${event.documentURI}`,
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

/** The violations seen since the last call; each browser test fails when any are left at its end. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
