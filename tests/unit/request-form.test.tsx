import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestForm } from '@/components/lead/request-form';
import { site } from '@/content/facts/site';
import { pageContext } from '@/lib/i18n/page';
import { contactProblem, tomorrowOf, viewingDaysProblem } from '@/lib/lead';
import { whatsAppDigits } from '@/lib/whatsapp';

const { t } = pageContext('de');
const viewing = t.listing.viewing;
const copy = { ...t.common.request, submit: viewing.submit };
const privacy = { href: '/de/privacy', label: 'Datenschutz' };
const delivery = { endpoint: 'https://forms.example/lead', honeypot: '_gotcha', fields: [['language', 'de']] as [string, string][] };

function day(offset: number) {
  const now = new Date();
  return tomorrowOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset - 1));
}

function renderViewing(given: typeof delivery | null) {
  return render(
    <RequestForm
      event="Viewing request"
      cta="viewing"
      copy={copy}
      viewing={viewing}
      subject={[['subject', 'viewing'], ['reference', 'V-104'], ['title', 'Golfvilla'], ['price', '450.000 €']]}
      delivery={given}
      redirect={null}
      pageUrl="https://example.com/de/villas/golf"
      whatsAppMessage={viewing.whatsAppMessage.replace('{title}', 'Golfvilla').replace('{reference}', 'V-104').replace('{price}', '450.000 €')}
      fallbackMessage="Hallo"
      minDay={day(1)}
      privacy={privacy}
      analytics={{ listing: 'golf' }}
    />,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, days: string[], contact = '+49 170 1234567') {
  await user.click(screen.getByRole('radio', { name: viewing.how.video }));
  for (const [index, value] of days.entries()) await user.type(screen.getByLabelText(viewing.days.labels[index]!), value);
  await user.type(screen.getByLabelText(copy.nameLabel), 'Dana Tester');
  await user.type(screen.getByLabelText(copy.contactLabel), contact);
  await user.click(screen.getByRole('button', { name: viewing.submit }));
}

describe('the viewing request', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    jest.restoreAllMocks();
  });

  it('without a form service opens WhatsApp with the home, how, the days in German, the name and the contact', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderViewing(null);
    await fill(user, [day(2), day(4)]);
    expect(open).toHaveBeenCalledTimes(1);
    const link = new URL(String(open.mock.calls[0]![0]));
    expect(link.hostname).toBe('wa.me');
    expect(link.pathname).toBe(`/${whatsAppDigits(site.whatsAppNumber)}`);
    const message = link.searchParams.get('text') ?? '';
    for (const part of ['Golfvilla', 'V-104', '450.000 €', viewing.how.video, 'Dana Tester', '+49 170 1234567']) expect(message).toContain(part);
    const written = new Intl.DateTimeFormat('de', { day: 'numeric', timeZone: 'UTC' });
    expect(message).toContain(written.format(new Date(`${day(4)}T00:00:00Z`)));
    // The same link stays on the page, for a browser that blocked the new tab.
    expect(within(screen.getByRole('status')).getByRole('link', { name: copy.sendByWhatsApp })).toHaveAttribute('href', link.toString());
  });

  it('with a form service posts the fields a form without JavaScript posts, and thanks the buyer', async () => {
    const posted: URLSearchParams[] = [];
    globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      posted.push(init!.body as URLSearchParams);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const user = userEvent.setup();
    renderViewing(delivery);
    await fill(user, [day(3), day(5), day(6)], 'dana@example.com');
    expect(await screen.findByText(copy.sent)).toBeInTheDocument();
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ language: 'de', subject: 'viewing', reference: 'V-104', how: 'video-call', day1: day(3), day2: day(5), day3: day(6), name: 'Dana Tester', contact: 'dana@example.com', _gotcha: '' });
  });

  it('says at the fields what is wrong and sends nothing', async () => {
    globalThis.fetch = jest.fn() as typeof fetch;
    const user = userEvent.setup();
    renderViewing(delivery);
    await fill(user, [day(2), day(2)], 'dana@');
    expect(screen.getByText(viewing.errors.daysSame)).toBeInTheDocument();
    expect(screen.getByText(copy.errors.contactInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(viewing.days.labels[0]!)).toHaveFocus();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

describe('what a request checks', () => {
  it.each([
    ['', 'contactRequired'],
    ['dana@example', 'contactInvalid'],
    ['12 34', 'contactInvalid'],
    ['dana@example.com', null],
    ['+90 533 123 45 67', null],
  ])('contact %j → %s', (value, problem) => expect(contactProblem(value)).toBe(problem));

  it('asks for two or three different days from the first allowed one', () => {
    expect(viewingDaysProblem(['2026-12-02'], '2026-12-01')).toBe('daysTooFew');
    expect(viewingDaysProblem(['2026-11-30', '2026-12-02'], '2026-12-01')).toBe('dayTooSoon');
    expect(viewingDaysProblem(['2026-12-02', '2026-12-02'], '2026-12-01')).toBe('daysSame');
    expect(viewingDaysProblem(['2026-12-01', '2026-12-03', '2026-12-09'], '2026-12-01')).toBeNull();
  });

  it('takes tomorrow from the calendar, across a month and a year', () => {
    expect(tomorrowOf(new Date(2026, 10, 30, 23, 30))).toBe('2026-12-01');
    expect(tomorrowOf(new Date(2026, 11, 31, 8))).toBe('2027-01-01');
  });
});
