/*
 * Form fields a visitor changed before the code that owns them ran. React hydrates a field with the
 * value it finds in the page, but the next render sets it back to the island's state: an island that
 * takes over a form reads these first (components/layout/lazy-islands.tsx, components/search/search-island.tsx).
 */

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the visitor changed a field from what the page was served with (its default value, checked state or selected option). */
export function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return [...field.options].some((option) => option.selected !== option.defaultSelected);
    // A single select shows the option marked selected in the page, or else its first (the HTML standard's reset).
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return initial !== undefined && field.value !== initial.value;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The named fields of `form` (hidden ones and buttons aside) that the visitor has changed. */
export function changedFields(form: HTMLFormElement | null): Field[] {
  if (!form) return [];
  return [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type !== 'hidden')) &&
      element.name !== '' &&
      changedBeforeHydration(element),
  );
}

/** The value a field submits: a box that is not ticked submits nothing (''). */
export function submittedValue(field: Field): string {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked ? field.value : '';
  return field.value;
}
