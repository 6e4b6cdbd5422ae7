/** Where the donate form posts without scripts: also how the painted form is found in the page. */
export const PLAIN_FORM_ACTION = '/api/v1/payments/checkout/form';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the person changed in a field, as the form would post it; nothing for a field left as the server painted it. */
const changed = (field: Field): string | undefined => {
  if (field instanceof HTMLSelectElement) {
    const [chosen] = field.selectedOptions;
    return chosen && !chosen.defaultSelected ? chosen.value : undefined;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked && !field.defaultChecked ? field.value : undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
};

/**
 * What a donor typed into the form the server painted, before the app took over (read while the app's first render
 * runs, so the page still holds it). Nothing on a page the app drew itself, or for a field not touched.
 */
export const typedBeforeStart = (): URLSearchParams => {
  const typed = new URLSearchParams();
  if (typeof document === 'undefined') return typed;
  const form = document.querySelector<HTMLFormElement>(`form[action="${PLAIN_FORM_ACTION}"]`);
  for (const element of form?.elements ?? []) {
    const field = element as Field;
    const value = field.name ? changed(field) : undefined;
    if (value !== undefined) typed.set(field.name, value);
  }
  return typed;
};
