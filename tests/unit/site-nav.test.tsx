import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteNav } from '@/components/layout/site-nav';
import { NavigationStatus } from '@/components/layout/navigation-status';
import { mainNav } from './support/words';

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/villas', useRouter: () => router }));
beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
});

function renderNav() {
  render(
    <>
      <SiteNav items={mainNav} label="Main" menuLabel="Menu" />
      <NavigationStatus label="Loading…" />
    </>,
  );
  // jsdom cannot navigate; stop it trying once the link router (on the window, added above) has run.
  window.addEventListener('click', preventNavigation);
  const button = screen.getByRole('button', { name: 'Menu' });
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { button, list };
}

const preventNavigation = (event: MouseEvent) => event.preventDefault();
afterEach(() => window.removeEventListener('click', preventNavigation));

describe('SiteNav', () => {
  it('lists the five pages and marks the current one', () => {
    renderNav();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Villas', 'Apartments', 'Investment', 'Payment Plans']);
    expect(screen.getByRole('link', { name: 'Villas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('is a popover the Menu button opens through the platform, so it works before hydration and without JavaScript', () => {
    const { button, list } = renderNav();
    expect(button).toHaveAttribute('popovertarget', list.id);
    expect(list).toHaveAttribute('popover', 'auto');
  });

  // jsdom has no popovers, like a browser from before 2024: there React opens and closes the menu.
  it('without popovers, opens the mobile menu from the Menu button and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const { button, list } = renderNav();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open');

    await user.click(screen.getByRole('link', { name: 'Apartments' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');
    // The page changes through the router, without a reload; its data was asked for on the way.
    expect(router.push).toHaveBeenCalledWith('/apartments');
    expect(router.prefetch).toHaveBeenCalledWith('/apartments');
  });

  it('leaves a click with a modifier key (new tab, new window) to the browser', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Investment' }));
    await user.keyboard('{/Control}');
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Investment' })).toHaveAttribute('href', '/investment');
  });

  it('without popovers, closes the open menu on Escape', async () => {
    const user = userEvent.setup();
    const { button } = renderNav();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
