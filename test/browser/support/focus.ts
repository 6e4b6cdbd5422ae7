import type { Page } from 'playwright-core';

/** The focused element's id and the text of what its aria-describedby points to, as a screen reader reads them. */
export const focusedField = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement;
    const described = (field?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    return {
      id: field?.id,
      invalid: field?.getAttribute('aria-invalid'),
      description: described.join(' '),
    };
  });
