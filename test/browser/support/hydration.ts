import type { Page } from 'playwright-core';

/** Every console error or warning and uncaught error of the page: React reports a hydration mismatch there. */
export function complaints(page: Page) {
  const found: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      found.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  return found;
}

type Held = { serverElement?: Element | null };

/** Holds the first element matching `selector` that the server's HTML brought, to ask after hydration. */
export const keepServerElement = (page: Page, selector: string) =>
  page.addInitScript((selector) => {
    new MutationObserver(() => {
      (window as unknown as Held).serverElement ??= document.querySelector(selector);
    }).observe(document, { childList: true, subtree: true });
  }, selector);

/** Whether the element `selector` finds now is the one the server's HTML brought, not one the browser drew anew. */
export const stillServerElement = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const held = window as unknown as Held;
    return Boolean(held.serverElement) && held.serverElement === document.querySelector(selector);
  }, selector);
