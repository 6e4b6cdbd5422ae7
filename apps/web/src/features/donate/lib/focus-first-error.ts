import { flushSync } from 'react-dom';

/**
 * Shows the errors at once, so each invalid field's aria-describedby already names its message, then moves focus to
 * the first invalid field, in the order the form shows them: a screen reader announces the field and its error.
 */
export function focusFirstError(
  errors: Record<string, string>,
  fieldIds: Record<string, string>,
  show: (errors: Record<string, string>) => void,
) {
  flushSync(() => show(errors));
  const first = Object.keys(fieldIds).find((field) => errors[field]);
  if (first) document.getElementById(fieldIds[first] ?? '')?.focus();
}
