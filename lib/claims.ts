import { caesarGuaranteePercent, developments } from '@/content/facts/listings';
import type { TitleDeedType } from '@/content/facts/listings';
import type { PageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { fillTemplate } from '@/lib/i18n/message';

/** The resort FAQ answer that explains the rental guarantee in full; claims elsewhere link to it. */
export const guaranteeAnswerId = 'rental-guarantee';

/** The guide's section on the three kinds of title deed and the risk from before 1974; listing pages link to it. */
export const titleDeedsSectionId = 'title-deeds';

/** The element that states the guarantee's terms in full, once per page; later claims on the page link to it. */
export const guaranteeTermsId = 'guarantee-terms';

export type ClaimNoteContent = { id?: string; text: string; link?: { href: string; label: string } };

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

/**
 * The guarantee's terms for a page that claims it in several sections: stated in full once, beside the
 * first claim (`first`, with its id), and a link back to them beside every later one (`again`), so the
 * same paragraph is not read five times on one page.
 */
export function guaranteeNotes(ctx: PageContext): { first: ClaimNoteContent; again: ClaimNoteContent } {
  return {
    first: { ...guaranteeNote(ctx), id: guaranteeTermsId },
    again: { text: '', link: { href: `#${guaranteeTermsId}`, label: ctx.t.common.claims.guaranteeAbove } },
  };
}

/** "Title deed: Turkish title" in the page's language. */
export function titleDeedText(ctx: PageContext, type: TitleDeedType): string {
  const { common } = ctx.t;
  return fillTemplate(common.property.titleDeed, { type: common.titleDeeds[type] });
}
