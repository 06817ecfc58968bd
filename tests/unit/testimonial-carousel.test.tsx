import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialCarousel } from '@/components/sections/testimonial-carousel';
import type { CarouselCopy, Testimonial } from '@/content/types';

const testimonials: Testimonial[] = [
  { name: 'Alice Brown', location: 'London, UK', text: 'First quote about Kyrenia.', rating: 5 },
  { name: 'Jonas Weber', location: 'Berlin, Germany', text: 'Second quote about Iskele.', rating: 4 },
  { name: 'Dana Levi', location: 'Tel Aviv, Israel', text: 'Third quote about Famagusta.', rating: 5 },
];

const copy: CarouselCopy = {
  label: 'Client testimonials',
  pause: 'Pause',
  play: 'Play',
  dotLabel: 'Show testimonial {n}',
  ratingLabel: 'Rated {n} out of 5',
  quoteMark: '“',
  quoteClose: '”',
};

/** The one testimonial visible (inactive slides are `hidden`, so not in the accessibility tree). */
function current(): string {
  return screen.getByRole('figure').textContent ?? '';
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function mockMatchMedia(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('TestimonialCarousel', () => {
  it('renders a labelled carousel region with every quote in the HTML and testimonial 1 shown', () => {
    const { container } = render(<TestimonialCarousel testimonials={testimonials} copy={copy} />);
    const region = screen.getByRole('region', { name: 'Client testimonials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');

    // All three quotes are in the markup; only the first is visible.
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(3);
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    expect(figures[0]).toBeVisible();
    expect(figures[1]).not.toBeVisible();
    expect(figures[2]).not.toBeVisible();
    expect(figures[0]?.querySelector('blockquote')).toHaveTextContent('First quote about Kyrenia.');
    expect(figures[0]?.querySelector('figcaption')).toHaveTextContent('Alice Brown');
    expect(figures[0]?.querySelector('figcaption')).toHaveTextContent('London, UK');

    expect(current()).toContain('First quote');
    expect(current()).toContain('Rated 5 out of 5');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    // Auto-rotating, so the slides are not a live region yet.
    expect(figures[0]?.parentElement).toHaveAttribute('aria-live', 'off');
  });

  it('advances at 5 s (not before) and wraps from 3 back to 1', () => {
    render(<TestimonialCarousel testimonials={testimonials} copy={copy} />);
    advance(4900);
    expect(current()).toContain('First quote');
    advance(100);
    expect(current()).toContain('Second quote');
    advance(5000);
    expect(current()).toContain('Third quote');
    advance(5000);
    expect(current()).toContain('First quote');
  });

  it('dots select a testimonial directly, mark it aria-current, and restart the timer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestimonialCarousel testimonials={testimonials} copy={copy} />);
    const dot1 = screen.getByRole('button', { name: 'Show testimonial 1' });
    const dot2 = screen.getByRole('button', { name: 'Show testimonial 2' });
    const dot3 = screen.getByRole('button', { name: 'Show testimonial 3' });
    expect(dot1).toHaveAttribute('aria-current', 'true');
    expect(dot2).not.toHaveAttribute('aria-current');
    expect(dot3).not.toHaveAttribute('aria-current');

    await user.click(dot3);
    expect(current()).toContain('Third quote');
    expect(dot3).toHaveAttribute('aria-current', 'true');
    expect(dot1).not.toHaveAttribute('aria-current');
    expect(dot2).not.toHaveAttribute('aria-current');

    // While hovered and focused the carousel holds still.
    advance(10000);
    expect(current()).toContain('Third quote');

    // Leave it: rotation resumes and wraps 3 → 1.
    await user.unhover(screen.getByRole('region'));
    act(() => dot3.blur());
    advance(5000);
    expect(current()).toContain('First quote');
    expect(dot1).toHaveAttribute('aria-current', 'true');

    // A click (no hover or focus) 4 s into a slide restarts the 5 s interval.
    advance(4000);
    fireEvent.click(dot2);
    expect(current()).toContain('Second quote');
    advance(4000);
    expect(current()).toContain('Second quote');
    advance(1000);
    expect(current()).toContain('Third quote');

    // Clicking the dot of the slide already shown restarts the interval too.
    advance(4000);
    fireEvent.click(dot3);
    advance(4000);
    expect(current()).toContain('Third quote');
    advance(1000);
    expect(current()).toContain('First quote');
  });

  it('Pause holds the slide and the button then reads Play; Play resumes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = render(<TestimonialCarousel testimonials={testimonials} copy={copy} />);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const play = screen.getByRole('button', { name: 'Play' });
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();

    // Move pointer and focus away so only the Pause choice keeps it still.
    await user.unhover(screen.getByRole('region'));
    act(() => play.blur());
    advance(10000);
    expect(current()).toContain('First quote');
    expect(container.querySelector('figure')?.parentElement).toHaveAttribute('aria-live', 'polite');

    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    advance(5000);
    expect(current()).toContain('Second quote');
  });

  it('pauses while hovered', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestimonialCarousel testimonials={testimonials} copy={copy} />);
    await user.hover(screen.getByRole('region'));
    advance(12000);
    expect(current()).toContain('First quote');
    await user.unhover(screen.getByRole('region'));
    advance(5000);
    expect(current()).toContain('Second quote');
  });

  it('pauses while focus is inside and resumes when focus leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <TestimonialCarousel testimonials={testimonials} copy={copy} />
        <button type="button">Outside</button>
      </>,
    );
    await user.tab(); // Pause button
    await user.tab(); // dot 1
    expect(screen.getByRole('button', { name: 'Show testimonial 1' })).toHaveFocus();
    advance(12000);
    expect(current()).toContain('First quote');
    // Pause still reads Pause: focus holds it, the visitor has not chosen to stop.
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await user.unhover(screen.getByRole('button', { name: 'Outside' }));
    advance(5000);
    expect(current()).toContain('Second quote');
  });

  it('does not rotate under prefers-reduced-motion and offers Play', () => {
    mockMatchMedia(true);
    const { container } = render(<TestimonialCarousel testimonials={testimonials} copy={copy} />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    advance(15000);
    expect(current()).toContain('First quote');
    expect(container.querySelector('figure')?.parentElement).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    advance(5000);
    expect(current()).toContain('Second quote');
  });

  it('rotates when matchMedia says motion is fine', () => {
    mockMatchMedia(false);
    render(<TestimonialCarousel testimonials={testimonials} copy={copy} />);
    advance(5000);
    expect(current()).toContain('Second quote');
  });
});
