import type { Format, PluralForms } from '@/content/types';

/** «1 месяц», «3 месяца», «75 месяцев», «21 месяц». */
export const monthForms: PluralForms = { one: '{n} месяц', few: '{n} месяца', many: '{n} месяцев', other: '{n} месяца' };

/** «1 спальня», «2 спальни», «5 спален». */
const bedroomForms: PluralForms = { one: '{n} спальня', few: '{n} спальни', many: '{n} спален', other: '{n} спальни' };

/** After «до»: «до 1 спальни», «до 2 спален», «до 5 спален». */
const upToBedroomForms: PluralForms = { one: '{n} спальни', few: '{n} спален', many: '{n} спален', other: '{n} спальни' };

/** After «с»: «с 1 спальней», «с 2 спальнями». */
const withBedroomForms: PluralForms = { one: '{n} спальней', few: '{n} спальнями', many: '{n} спальнями', other: '{n} спальнями' };

/**
 * The bedrooms of a list, fewest to most (0: studio), as a short fact: «Студии», «2 спальни»,
 * «3–4 спальни» (the noun agrees with the last number), «От студии до 2 спален».
 */
export function bedroomSpan(f: Format, min: number, max: number): string {
  if (max === 0) return 'Студии';
  if (min === 0) return `От студии до ${f.plural(max, upToBedroomForms)}`;
  if (min === max) return f.plural(min, bedroomForms);
  return `${f.number(min)}–${f.plural(max, bedroomForms)}`;
}

/** A kind of apartment by its bedrooms, in the plural: «студии», «квартиры с 2 спальнями». */
export function apartmentKind(f: Format, bedrooms: number): string {
  return bedrooms === 0 ? 'студии' : `квартиры с ${f.plural(bedrooms, withBedroomForms)}`;
}
