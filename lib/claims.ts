import { caesarGuaranteePercent, developments } from '@/content/facts/listings';
import type { TitleDeedType } from '@/content/facts/listings';
import type { PageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { fillTemplate } from '@/lib/i18n/message';

/** The resort FAQ answer that explains the rental guarantee in full; claims elsewhere link to it. */
export const guaranteeAnswerId = 'rental-guarantee';

/** The guide's section on the three kinds of title deed and the risk from before 1974; listing pages link to it. */
export const titleDeedsSectionId = 'title-deeds';

export type ClaimNoteContent = { text: string; link?: { href: string; label: string } };

/** The terms every rental guarantee claim carries in its own section, with a link to the full answer. */
export function guaranteeNote(ctx: PageContext): ClaimNoteContent {
  const years = developments.map((development) => development.guaranteeYears);
  const { claims } = ctx.t.common;
  return {
    text: fillTemplate(claims.guarantee, {
      percent: ctx.f.percent(caesarGuaranteePercent),
      from: ctx.f.number(Math.min(...years)),
      to: ctx.f.number(Math.max(...years)),
    }),
    link: { href: `${localizedPath(ctx.locale, 'caesarResort')}#${guaranteeAnswerId}`, label: claims.guaranteeLink },
  };
}

/** "Title deed: Turkish title" in the page's language. */
export function titleDeedText(ctx: PageContext, type: TitleDeedType): string {
  const { common } = ctx.t;
  return fillTemplate(common.property.titleDeed, { type: common.titleDeeds[type] });
}
