import { localeCodes } from '@/content/locales';
import { render, screen } from '@testing-library/react';
import { HomePage } from '@/app/_pages/home';
import { TestimonialCarousel } from '@/components/sections/testimonial-carousel';
import reviewFile from '@/content/facts/reviews.json';
import { pageContext } from '@/lib/i18n/page';
import { parseReviews, publishedPress, reviews, testimonialsIn } from '@/lib/reviews';
import { reviewWarnings } from '../../scripts/data-check.mjs';

/** The review file as it is, changed by `change` (a copy: the real file is never touched). */
function reviewsWith(change: (file: typeof reviewFile) => void) {
  const copy = JSON.parse(JSON.stringify(reviewFile)) as typeof reviewFile;
  change(copy);
  return parseReviews(copy);
}

/** The first review made real: given on Google on 3 March 2026, consent the next day. */
const oneReal = (file: typeof reviewFile) => {
  Object.assign(file.testimonials[0]!, { sample: false, givenOn: '2026-03-03', source: 'google', consentOn: '2026-03-04' });
  Object.assign(file.press[0]!, { sample: false, url: 'https://cyprus-mail.com/2026/03/10/an-article', publishedOn: '2026-03-10' });
};

describe('reviews on Home', () => {
  it.each(localeCodes)('in %s never show a sample review or sample press, and no review section while there is no real review', (locale) => {
    const ctx = pageContext(locale);
    const w = ctx.t.home(ctx.f, ctx.v).testimonials;
    const { container } = render(<HomePage locale={locale} />);
    const real = reviews.testimonials.filter((review) => !review.sample);
    expect(screen.queryAllByRole('heading', { name: w.title })).toHaveLength(real.length > 0 ? 1 : 0);
    expect(container.textContent?.includes(w.method)).toBe(real.length > 0);
    for (const review of reviews.testimonials.filter((item) => item.sample)) expect(container.textContent).not.toContain(review.words[locale].text);
    // No sample press mention under "As featured in" (a real figure may still cite the same paper as its source).
    const pressHeading = screen.queryByRole('heading', { name: w.pressTitle });
    const pressText = pressHeading?.parentElement?.textContent ?? '';
    expect(publishedPress().length > 0 || pressHeading === null).toBe(true);
    for (const mention of reviews.press.filter((item) => item.sample)) expect(pressText).not.toContain(mention.name);
  });

  it('with every review a sample, there is nothing to show', () => {
    const allSamples = reviewsWith((file) => file.testimonials.forEach((review) => Object.assign(review, { sample: true })));
    expect(testimonialsIn(pageContext('he'), allSamples)).toEqual([]);
  });

  it('show the section with the first real review: only the real ones, with stars, where and when given, and how reviews are collected', () => {
    const ctx = pageContext('en');
    const w = ctx.t.home(ctx.f, ctx.v).testimonials;
    const data = reviewsWith(oneReal);
    const shown = testimonialsIn(ctx, data);
    expect(shown).toEqual([expect.objectContaining({ name: reviewFile.testimonials[0]!.words.en.name, rating: reviewFile.testimonials[0]!.rating, given: 'Google review, 3 March 2026' })]);
    render(<TestimonialCarousel testimonials={shown} copy={w.carousel} />);
    expect(screen.getByRole('figure')).toHaveTextContent('Google review, 3 March 2026');
    expect(screen.getByRole('figure')).toHaveTextContent(`Rated ${reviewFile.testimonials[0]!.rating} out of 5`);
    expect(publishedPress(data)).toEqual([{ name: reviewFile.press[0]!.name, url: 'https://cyprus-mail.com/2026/03/10/an-article', publishedOn: '2026-03-10' }]);
  });

  it('refuse a real review without its consent or source, and a real press mention without its article, naming which', () => {
    expect(() => reviewsWith((file) => Object.assign(file.testimonials[1]!, { sample: false, givenOn: '2026-03-03', source: 'email' }))).toThrow(/reviews\.json.*"hoffmann" is not a sample, so it needs consentOn/s);
    expect(() => reviewsWith((file) => Object.assign(file.testimonials[2]!, { sample: false, givenOn: '2026-03-03', source: 'a friend', consentOn: '2026-03-04' }))).toThrow(/reviews\.json/);
    expect(() => reviewsWith((file) => Object.assign(file.press[1]!, { sample: false }))).toThrow(/"A Place in the Sun" is not a sample, so it needs url and publishedOn/);
  });

  it('are named by the build while any is a sample, and not once all are real', () => {
    // Built from copies of the file, so the agency's first real review changes nothing here.
    const ids = reviewFile.testimonials.map((review) => review.id);
    const allSamples = reviewsWith((file) => {
      file.testimonials.forEach((review) => Object.assign(review, { sample: true }));
      file.press.forEach((mention) => Object.assign(mention, { sample: true }));
    });
    expect(reviewWarnings(allSamples)).toEqual([
      `${ids.length} of ${ids.length} reviews are samples (${ids.join(', ')}): Home shows no review section until a real, consented review is added`,
      expect.stringMatching(new RegExp(`^${reviewFile.press.length} press mentions are samples`)),
    ]);
    const firstReal = reviewsWith((file) => {
      file.testimonials.forEach((review) => Object.assign(review, { sample: true }));
      oneReal(file);
    });
    expect(reviewWarnings(firstReal)[0]).toBe(`${ids.length - 1} of ${ids.length} reviews are samples (${ids.slice(1).join(', ')}): they are not shown; Home shows only the real ones`);
    const real = reviewsWith((file) => {
      file.testimonials.forEach((review) => Object.assign(review, { sample: false, givenOn: '2026-03-03', source: 'whatsapp', consentOn: '2026-03-04' }));
      file.press = [];
    });
    expect(reviewWarnings(real)).toEqual([]);
  });
});
