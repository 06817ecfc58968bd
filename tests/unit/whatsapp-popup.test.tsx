import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WhatsAppPopup } from '@/components/whatsapp/whatsapp-popup';
import { common } from './support/words';

const KEY = 'whatsapp-popup-closed-at';
const DAY = 24 * 60 * 60 * 1000;
const MESSAGE = "Hi! I'm interested in North Cyprus properties. Can you help me?";

const dialog = () => screen.queryByRole('dialog', { name: /whatsapp/i });
const restoreButton = () => screen.queryByRole('button', { name: 'Open WhatsApp chat (1 new message)' });

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<WhatsAppPopup copy={common.popup} message={common.defaultWhatsAppMessage} />);
  return { user, ...view };
}

test('when its code arrives late, the 5 s still count from when the page opened', () => {
  // Code that arrived 3 s after the page opened: 2 s left.
  advance(3000);
  const late = render(<WhatsAppPopup copy={common.popup} message={common.defaultWhatsAppMessage} />);
  advance(1900);
  expect(dialog()).not.toBeInTheDocument();
  advance(100);
  expect(dialog()).toBeInTheDocument();
  late.unmount();

  // Code that arrived after the 5 s had passed: it opens at once, with no timer to wait for.
  advance(4000);
  render(<WhatsAppPopup copy={common.popup} message={common.defaultWhatsAppMessage} />);
  act(() => {
    jest.runAllTicks(); // Jest's fake timers hold microtasks too; no timer is advanced
  });
  expect(dialog()).toBeInTheDocument();
});

/** Renders the popup and waits out the delay; fails if it did not open. */
function renderOpen() {
  const result = setup();
  advance(5000);
  expect(dialog()).toBeInTheDocument();
  return result;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2025-06-01T10:00:00Z'));
  localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  jest.useRealTimers();
});

test('renders nothing at first, is hidden at 4.9 s and shown at 5 s', () => {
  const { container } = setup();
  expect(container).toBeEmptyDOMElement();

  advance(4900);
  expect(dialog()).not.toBeInTheDocument();
  expect(restoreButton()).not.toBeInTheDocument();

  advance(100);
  const panel = dialog();
  expect(panel).toBeInTheDocument();
  expect(panel).toHaveAccessibleName('Chat with us on WhatsApp');
  expect(panel).not.toHaveAttribute('aria-modal');
  expect(screen.getByRole('heading', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
  expect(screen.getByText('Sales team')).toBeInTheDocument();
  expect(screen.getByText('Typically replies within 1 hour')).toBeInTheDocument();
  expect(screen.getByText(/Looking for a villa or apartment in North Cyprus\?/)).toBeInTheDocument();
  for (const name of ['Minimize', 'Close', 'Start Chat']) {
    expect(within(panel!).getByRole('button', { name })).toBeInTheDocument();
  }
});

test('does not take focus when it appears', () => {
  render(
    <>
      <button type="button">Elsewhere</button>
      <WhatsAppPopup copy={common.popup} message={common.defaultWhatsAppMessage} />
    </>,
  );
  const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
  elsewhere.focus();
  advance(5000);
  expect(dialog()).toBeInTheDocument();
  expect(elsewhere).toHaveFocus();
});

test('minimize shows a round button with a "1" badge, and that button restores the dialog', async () => {
  const { user } = renderOpen();

  await user.click(screen.getByRole('button', { name: 'Minimize' }));
  expect(dialog()).not.toBeInTheDocument();
  const restore = restoreButton();
  expect(restore).toBeInTheDocument();
  expect(restore).toHaveFocus();
  expect(restore).toHaveClass('size-14', 'rounded-full', 'bg-whatsapp', 'fixed');
  const badge = within(restore!).getByText('1');
  expect(badge).toBeVisible();
  expect(badge).toHaveAttribute('aria-hidden', 'true');
  // Minimizing is not closing: nothing is remembered.
  expect(localStorage.getItem(KEY)).toBeNull();

  await user.click(restore!);
  expect(dialog()).toBeInTheDocument();
  expect(restoreButton()).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Minimize' })).toHaveFocus();
});

test('Escape inside the dialog minimizes it', async () => {
  const { user } = renderOpen();
  await user.click(screen.getByRole('button', { name: 'Minimize' }));
  await user.click(restoreButton()!);
  await user.keyboard('{Escape}');
  expect(dialog()).not.toBeInTheDocument();
  expect(restoreButton()).toHaveFocus();
});

test('close hides it completely and records the close time', async () => {
  const { user } = renderOpen();

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog()).not.toBeInTheDocument();
  expect(restoreButton()).not.toBeInTheDocument();
  expect(localStorage.getItem(KEY)).toBe(String(Date.now()));

  // It stays closed for the rest of the visit.
  advance(60_000);
  expect(dialog()).not.toBeInTheDocument();
});

test('a fresh render within 24 hours of closing does not show it', async () => {
  const { user, unmount } = renderOpen();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  unmount();

  advance(DAY - 60_000);
  setup();
  advance(10_000);
  expect(dialog()).not.toBeInTheDocument();
  expect(restoreButton()).not.toBeInTheDocument();
});

test('a fresh render more than 24 hours after closing shows it again', () => {
  localStorage.setItem(KEY, String(Date.now() - DAY - 1));
  setup();
  advance(4900);
  expect(dialog()).not.toBeInTheDocument();
  advance(100);
  expect(dialog()).toBeInTheDocument();
});

test.each([
  ['not a number', 'yesterday'],
  ['empty', ''],
  ['in the future', String(new Date('2025-06-01T11:00:00Z').getTime())],
])('a stored close time that is %s is ignored', (_label, stored) => {
  localStorage.setItem(KEY, stored);
  setup();
  advance(5000);
  expect(dialog()).toBeInTheDocument();
});

test('Start Chat opens WhatsApp with the default message, then closes and records the time', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const { user } = renderOpen();

  await user.click(screen.getByRole('button', { name: 'Start Chat' }));

  expect(open).toHaveBeenCalledTimes(1);
  expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/), '_blank', expect.stringContaining('noopener'));
  expect(new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text')).toBe(MESSAGE);

  expect(dialog()).not.toBeInTheDocument();
  expect(restoreButton()).not.toBeInTheDocument();
  expect(localStorage.getItem(KEY)).toBe(String(Date.now()));
});

test('works without localStorage: appears at 5 s and closes without error', async () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  const consoleError = jest.spyOn(console, 'error');

  const { user } = setup();
  advance(4900);
  expect(dialog()).not.toBeInTheDocument();
  advance(100);
  expect(dialog()).toBeInTheDocument();
  expect(getItem).toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(setItem).toHaveBeenCalled();
  expect(dialog()).not.toBeInTheDocument();
  expect(restoreButton()).not.toBeInTheDocument();

  // Closed state lives in React, so it stays closed for the visit.
  advance(10_000);
  expect(dialog()).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
});
