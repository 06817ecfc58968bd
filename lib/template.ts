/** Replaces each `{name}` in the template with `values[name]`; unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? match) : match,
  );
}
