/**
 * The one way words take values, on the server and in islands alike: a message is a string with
 * `{name}` placeholders, or a set of plural forms (one string per plural category of the language,
 * each with `{n}` for the count and any other placeholders). No dependency: Intl.PluralRules picks
 * the form, so no language has a hand-written plural table.
 */

/** A word per plural form: "{n} month", "{n} months"; every category the language has (see `missingPluralForms`). */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** Replaces each `{name}` in the template with `values[name]`; unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? match) : match,
  );
}

/** The plural categories the language has that `forms` gives no word for (`other` aside, it is always required). */
export function missingPluralForms(forms: PluralForms, rules: Intl.PluralRules): Intl.LDMLPluralRule[] {
  return rules.resolvedOptions().pluralCategories.filter((category) => forms[category] === undefined);
}

/**
 * The form `rules` choose for `count`, with `{n}` written by `write` and the other placeholders
 * from `values`. On the server (the build, the tests) forms that lack one of the language's
 * categories fail at once, whatever the count, so "1 месяцев" or Hebrew without its dual cannot
 * reach a page when the data later hits that count; in the browser the `other` form stands in.
 */
export function pluralForm(
  forms: PluralForms,
  count: number,
  rules: Intl.PluralRules,
  write: (n: number) => string,
  values: Record<string, string> = {},
): string {
  if (typeof window === 'undefined') {
    const missing = missingPluralForms(forms, rules);
    if (missing.length > 0) {
      throw new Error(
        `Plural forms ${JSON.stringify(forms)} lack ${missing.map((c) => `"${c}"`).join(', ')}, which ${rules.resolvedOptions().locale} needs: give a form for every one of ${rules.resolvedOptions().pluralCategories.join(', ')}.`,
      );
    }
  }
  return fillTemplate(forms[rules.select(count)] ?? forms.other, { ...values, n: write(count) });
}
