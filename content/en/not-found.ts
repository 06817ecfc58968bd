import type { RouteKey } from '@/content/facts/routes';

export const notFound = {
  meta: {
    title: 'Page not found',
    description: 'This page is not on {brand}. Go back to the home page or browse our villas, apartments and Caesar Resort homes for sale in North Cyprus.',
  },
  eyebrow: 'Error 404',
  title: 'We couldn’t find that page',
  text: 'The address may be mistyped, or the page may have moved. These pages will get you back on track:',
  home: 'Back to the home page',
  linksLabel: 'Properties for sale',
  links: [
    { label: 'Villas for sale', route: 'villas' },
    { label: 'Apartments for sale', route: 'apartments' },
    { label: 'Caesar Resort homes', route: 'caesarResort' },
  ] as { label: string; route: RouteKey }[],
  help: 'Looking for something specific? Ask us on WhatsApp and we will send you the details.',
};
