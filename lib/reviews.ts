import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { notGiven } from '@/lib/not-given';
import data from '@/content/facts/reviews.json';
import { localeCodes, type Locale } from '@/content/locales';
import type { Testimonial } from '@/content/types';
import type { PageContext } from '@/lib/i18n/page';
import { fillTemplate } from '@/lib/i18n/message';

/**
 * Buyers' reviews and press mentions (content/facts/reviews.json), with where and when each was
 * given and the buyer's consent. A sample is never shown to a visitor (Home has no review section
 * while every review is one); the build names every sample (scripts/data-check.mjs). A real entry
 * without its source, date or consent stops the build.
 */
export const REVIEWS_FILE = 'content/facts/reviews.json';

export const reviewSources = ['google', 'trustpilot', 'facebook', 'whatsapp', 'email', 'in-person'] as const;
export type ReviewSource = (typeof reviewSources)[number];

const words = z.strictObject({ name: z.string().min(1), location: z.string().min(1), text: z.string().min(20) });
const testimonial = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    sample: z.boolean(),
    rating: z.number().int().min(1).max(5),
    givenOn: notGiven(z.iso.date()),
    source: notGiven(z.enum(reviewSources)),
    consentOn: notGiven(z.iso.date()),
    words: z.strictObject(Object.fromEntries(localeCodes.map((locale) => [locale, words])) as Record<Locale, typeof words>),
  })
  .superRefine((review, ctx) => {
    if (review.sample) return;
    for (const key of ['givenOn', 'source', 'consentOn'] as const) {
      if (review[key] === null) ctx.addIssue({ code: 'custom', message: `the review "${review.id}" is not a sample, so it needs ${key}`, path: [key] });
    }
  });
const press = z
  .strictObject({ name: z.string().min(1), url: notGiven(z.url()), publishedOn: notGiven(z.iso.date()), sample: z.boolean() })
  .superRefine((mention, ctx) => {
    if (mention.sample) return;
    if (mention.url === null || mention.publishedOn === null) ctx.addIssue({ code: 'custom', message: `the press mention "${mention.name}" is not a sample, so it needs url and publishedOn` });
  });
const schema = z.object({ testimonials: z.array(testimonial), press: z.array(press) });

export type Reviews = z.infer<typeof schema>;

export function parseReviews(value: unknown): Reviews {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${REVIEWS_FILE}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The reviews the site is built with: the agency's file, or the file REVIEWS_FILE names (a path from
 * the project's root). Only the browser tests' build sets it, to stand-in consented reviews
 * (tests/fixtures/reviews-consented.json) that let them drive the carousel.
 */
function reviewsData(): unknown {
  const override = process.env.REVIEWS_FILE;
  return override ? JSON.parse(readFileSync(join(process.cwd(), override), 'utf8')) : data;
}

export const reviews = parseReviews(reviewsData());

/**
 * The reviews Home shows, in the page's language: the real ones only, each with its stars, source and
 * date. A sample is never shown to a visitor (the build names it); with no real review, Home has no
 * review section at all.
 */
export function testimonialsIn(ctx: PageContext, from: Reviews = reviews): Testimonial[] {
  const w = ctx.t.home(ctx.f, ctx.v).testimonials;
  return from.testimonials
    .filter((review) => !review.sample)
    .map((review) => ({
      ...review.words[ctx.locale],
      rating: review.rating,
      given: fillTemplate(w.given, { source: w.sources[review.source!], date: ctx.f.date(review.givenOn!) }),
    }));
}

/** The press mentions that may be shown: real ones, each with its article's address. Samples never are. */
export function publishedPress(from: Reviews = reviews): { name: string; url: string; publishedOn: string }[] {
  return from.press.flatMap((mention) => (mention.sample || !mention.url || !mention.publishedOn ? [] : [{ name: mention.name, url: mention.url, publishedOn: mention.publishedOn }]));
}
