import { render, screen, within } from '@testing-library/react';
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
  it.each(['en', 'de', 'ru', 'he'] as const)('in %s mark every sample as one, without stars, say how reviews are collected, and show no sample press', async (locale) => {
    const ctx = pageContext(locale);
    const w = ctx.t.home(ctx.f, ctx.v).testimonials;
    const { container } = render(<HomePage locale={locale} />);
    const samples = reviews.testimonials.filter((review) => review.sample);
    // Every quote is in the HTML (inactive ones hidden); each sample carries the badge and no rating.
    // The carousel is a late island: wait for it rather than for a fixed time.
    expect(await within(container).findAllByText(w.sample)).toHaveLength(samples.length);
    expect(container.textContent).not.toContain(w.carousel.ratingLabel.replace('{n}', '5'));
    expect(screen.getByText(new RegExp(w.method.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toHaveTextContent(w.samplesNote);
    for (const mention of reviews.press.filter((press) => press.sample)) expect(container.textContent).not.toContain(mention.name);
  });

  it('show a real review with its stars, where and when it was given, and a real press mention as a link to the article', () => {
    const ctx = pageContext('en');
    const w = ctx.t.home(ctx.f, ctx.v).testimonials;
    const data = reviewsWith(oneReal);
    const shown = testimonialsIn(ctx, data);
    expect(shown[0]).toEqual(expect.objectContaining({ rating: reviewFile.testimonials[0]!.rating, given: 'Google review, 3 March 2026' }));
    expect(shown[0]!.sample).toBeUndefined();
    expect(shown[1]).toEqual(expect.objectContaining({ sample: w.sample }));
    expect(shown[1]!.rating).toBeUndefined();
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
    expect(reviewWarnings(reviewFile)).toEqual([expect.stringMatching(/3 of 3 reviews are samples \(whitfield, hoffmann, levi\)/), expect.stringMatching(/4 press mentions are samples/)]);
    const real = reviewsWith((file) => {
      file.testimonials.forEach((review) => Object.assign(review, { sample: false, givenOn: '2026-03-03', source: 'whatsapp', consentOn: '2026-03-04' }));
      file.press = [];
    });
    expect(reviewWarnings(real)).toEqual([]);
  });
});
