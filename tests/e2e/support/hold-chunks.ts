import type { Page, Route } from '@playwright/test';

/**
 * Holds Next's chunks the page asks for (all of them, or all but `except`, paths such as
 * /_next/static/chunks/abc.js) until released: the framework's files late, as on a slow phone.
 * `requested` resolves when the first one is held.
 */
export async function holdChunks(page: Page, { except = new Set<string>() }: { except?: ReadonlySet<string> } = {}) {
  const held: Route[] = [];
  let holding = true;
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (!holding || except.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
    asked();
  });
  return {
    requested,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
