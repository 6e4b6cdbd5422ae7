/**
 * Forms a visitor has started filling in and not yet sent. A form counts from its first input until it is
 * submitted or leaves the page (a route change unmounts it), so nothing asks for attention in between.
 */
const started = new Set<HTMLFormElement>();
let watching = false;

/** Starts noticing forms being filled in; called once the banner may be shown. */
export const watchForms = () => {
  if (watching) return;
  watching = true;
  document.addEventListener('input', (event) => {
    const form = (event.target as HTMLInputElement | null)?.form;
    if (form) started.add(form);
  });
  document.addEventListener('submit', (event) => started.delete(event.target as HTMLFormElement));
};

const isField = (element: Element | null) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLElement && element.isContentEditable);

/** Whether a field has focus, or a started form is still on the page. */
export const formInProgress = (): boolean => {
  for (const form of started) if (!form.isConnected) started.delete(form);
  return isField(document.activeElement) || started.size > 0;
};
