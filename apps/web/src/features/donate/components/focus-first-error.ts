/** Moves focus to the first invalid field, in the order the form shows them. */
export function focusFirstError(errors: Record<string, string>, fieldIds: Record<string, string>) {
  const first = Object.keys(fieldIds).find((field) => errors[field]);
  if (first) document.getElementById(fieldIds[first] ?? '')?.focus();
}
