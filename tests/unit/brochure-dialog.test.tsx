import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrochureDialog } from '@/components/brochure/brochure-dialog';
import type { BrochureCopy } from '@/content/types';

const copy: BrochureCopy = {
  trigger: 'Download Free Brochure',
  title: 'Get the North Cyprus Property Brochure',
  description: 'Prices, payment plans and buying costs, ready to print.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  submit: 'Send me the brochure',
  close: 'Close',
  sending: 'Sending…',
  sent: 'Thank you! Your details have reached our sales team.',
  failed: 'Your details could not be sent just now, and nothing you typed is lost.',
  direct: 'Here is your brochure. To hear from our sales team, send them your details on WhatsApp.',
  openBrochure: 'Open the brochure',
  sendByWhatsApp: 'Send my details on WhatsApp',
  whatsAppMessage: 'Hi! Brochure please. Name: {name}. Email: {email}. Phone: {phone}. ({page})',
  errors: {
    nameRequired: 'Please enter your name.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@example.com.',
    phoneRequired: 'Please enter your phone number.',
    phoneInvalid: 'Please enter a valid phone number, digits only, at least 7.',
  },
  privacyNote: 'We only use your details to send the brochure.',
};

const originalFetch = globalThis.fetch;
let fetchSpy: jest.SpyInstance;

beforeAll(() => {
  // jsdom has no modal dialog support.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  if (typeof globalThis.fetch !== 'function') {
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
  }
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
  globalThis.fetch = originalFetch;
  jest.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // No form service configured: the brochure at once, WhatsApp for the details, no request.
  render(
    <BrochureDialog
      copy={copy}
      triggerVariant="light"
      delivery={null}
      redirect={null}
      pageUrl="https://example.com/"
      brochureHref="/brochure"
      whatsAppMessage="Hello!"
      privacy={{ href: '/privacy', label: 'How we handle your details' }}
    />,
  );
  return { user };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Download Free Brochure' }));
  return screen.getByRole('dialog', { name: /brochure/i });
}

describe('BrochureDialog', () => {
  it('renders a closed dialog behind a trigger button', () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Download Free Brochure' });
    expect(trigger).toHaveAttribute('type', 'button');
    // On the dark closing banner the trigger is the light button, without a competing primary colour.
    expect(trigger).toHaveClass('bg-white');
    expect(trigger).not.toHaveClass('bg-sea-700');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal dialog named after the brochure title, with labelled fields', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('Get the North Cyprus Property Brochure');
    expect(dialog).toHaveAccessibleDescription(copy.description);

    const name = within(dialog).getByLabelText('Name');
    const email = within(dialog).getByLabelText('Email');
    const phone = within(dialog).getByLabelText('Phone');
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    for (const input of [name, email, phone]) expect(input).toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Send me the brochure' })).toHaveAttribute('type', 'submit');
    // The privacy policy, beside the button, in a new tab so nothing typed is lost.
    const privacy = within(dialog).getByRole('link', { name: 'How we handle your details' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('closes with the Close button and returns focus to the trigger', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Download Free Brochure' })).toHaveFocus();
  });

  it('submitting empty shows the three required messages, focuses Name, and no thank-you', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send me the brochure' }));

    const name = within(dialog).getByLabelText('Name');
    const email = within(dialog).getByLabelText('Email');
    const phone = within(dialog).getByLabelText('Phone');
    expect(name).toHaveAccessibleDescription(copy.errors.nameRequired);
    expect(email).toHaveAccessibleDescription(copy.errors.emailRequired);
    expect(phone).toHaveAccessibleDescription(copy.errors.phoneRequired);
    for (const input of [name, email, phone]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.queryByText(copy.direct)).not.toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');

    // Editing a field clears its message only.
    await user.type(name, 'Jane');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAccessibleDescription(copy.errors.nameRequired);
    expect(screen.queryByText(copy.errors.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(copy.errors.emailRequired)).toBeInTheDocument();
  });

  it('flags a malformed email and a phone with letters, keeping what was typed', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    const name = within(dialog).getByLabelText('Name');
    const email = within(dialog).getByLabelText('Email');
    const phone = within(dialog).getByLabelText('Phone');
    await user.type(name, 'Jane Smith');
    await user.type(email, 'jane@example');
    await user.type(phone, '+44 79OO 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the brochure' }));

    expect(email).toHaveAccessibleDescription(copy.errors.emailInvalid);
    expect(phone).toHaveAccessibleDescription(copy.errors.phoneInvalid);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveFocus();
    expect(name).toHaveValue('Jane Smith');
    expect(email).toHaveValue('jane@example');
    expect(phone).toHaveValue('+44 79OO 900123');
    expect(screen.queryByText(copy.direct)).not.toBeInTheDocument();
  });

  it('flags a phone number with too few digits', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Jane');
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '(0) 12-34');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the brochure' }));
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(copy.errors.phoneInvalid);
    expect(within(dialog).getByLabelText('Phone')).toHaveFocus();
  });

  it('without a form service, a valid submit gives the brochure at once and WhatsApp, never a promise of email', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Jane Smith');
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '+44 (0)7900 900-123');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the brochure' }));

    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent(copy.direct);
    expect(status).not.toHaveTextContent(/email/i);
    expect(status).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Open the brochure' })).toHaveAttribute('href', '/brochure');
    const whatsApp = new URL(within(dialog).getByRole('link', { name: 'Send my details on WhatsApp' }).getAttribute('href')!);
    expect(whatsApp.searchParams.get('text')).toContain('Name: Jane Smith. Email: jane@example.com. Phone: +44 (0)7900 900-123.');

    // It stays open: nothing closes on a timer when nothing was sent.
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(dialog).toHaveAttribute('open');
  });

  it('closing without sending keeps what was typed, and the brochure link stays beside the button', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Jane');
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '05338881234');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the brochure' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Open the brochure' })).toHaveAttribute('href', '/brochure');

    const reopened = await openDialog(user);
    expect(within(reopened).getByLabelText('Name')).toHaveValue('Jane');
    expect(within(reopened).getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(within(reopened).queryByText(copy.direct)).not.toBeInTheDocument();
  });
});
