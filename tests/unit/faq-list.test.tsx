import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqList } from '@/components/sections/faq-list';
import { common, f, v } from './support/words';
import { pageWords as en } from '@/lib/words';

const villasFaq = en.villas(f, v).faq;
const title = common.faqTitle;

describe('FaqList', () => {
  it('renders every question and answer in the HTML, under a "Frequently Asked Questions" heading', () => {
    const { container } = render(<FaqList items={villasFaq} title={title} />);
    expect(screen.getByRole('heading', { name: /Frequently Asked Questions/ })).toBeInTheDocument();
    expect(container.querySelectorAll('details')).toHaveLength(8);
    expect(container.querySelectorAll('details > summary')).toHaveLength(8);
    for (const item of villasFaq) {
      expect(container).toHaveTextContent(item.question);
      expect(container).toHaveTextContent(item.answer);
    }
  });

  it('groups the items in one exclusive accordion, so a browser keeps one open at a time', () => {
    // jsdom does not implement <details name>; the exclusive behaviour itself is exercised in
    // Chromium by tests/e2e/pages.spec.ts. Here: every item carries the same group name.
    const { container } = render(<FaqList items={villasFaq} title={title} />);
    const names = Array.from(container.querySelectorAll('details')).map((item) => item.getAttribute('name'));
    expect(names).toHaveLength(8);
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toBeTruthy();
    expect(container.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('opens an item from its question and closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqList items={villasFaq} title={title} />);
    const item = container.querySelector('details')!;
    const question = screen.getByText(villasFaq[0]!.question);
    await user.click(question);
    expect(item).toHaveAttribute('open');
    await user.click(question);
    expect(item).not.toHaveAttribute('open');
  });
});
