import type { IconName } from '@/content/types';

/**
 * 24×24 stroke icons (outline style), drawn once in the sprite `/icons.svg` (app/icons.svg/route.ts)
 * and used by name: a page carries `<use href="/icons.svg#bed">` instead of each icon's path, in its
 * HTML and again in its page data, and no island ships the paths.
 */
/** A heart (Feather's outline): a listing kept on the shortlist. */
const HEART = 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1.1-1.1a5.5 5.5 0 0 0-7.8 7.8l1.1 1.1L12 21.2l7.8-7.8 1.1-1.1a5.5 5.5 0 0 0 0-7.8z';

export const iconPaths: Record<IconName | 'whatsapp' | 'phone' | 'bed' | 'bath' | 'area' | 'check' | 'arrow' | 'menu' | 'close' | 'minus' | 'globe' | 'search' | 'heart' | 'heartFull' | 'play', string> = {
  euro: 'M17 6.5A7 7 0 1 0 17 17.5M4 10h9M4 14h9',
  passport: 'M6 3h12v18H6zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM9 17h6',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
  key: 'M8 20.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM11.2 12.8L20 4M17.5 6.5L20 9M14.5 9.5l2 2',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
  home: 'M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  pin: 'M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  percent: 'M19 5L5 19M6.5 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM17.5 20a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  users: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  star: 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
  whatsapp:
    'M3 21l1.6-4.7A8.5 8.5 0 1 1 8 19.6L3 21zM9 8.5c0 3.5 3 6.5 6.5 6.5l1.5-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2L9 8.5z',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
  bed: 'M2 20V6M2 10h20v10M2 16h20M6 10V8a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2',
  bath: 'M4 12h16v3a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-3zM6 12V5a2 2 0 0 1 4 0M6 20l-1 2M18 20l1 2',
  area: 'M3 3h18v18H3zM3 9h6V3M15 21v-6h6',
  check: 'M20 6L9 17l-5-5',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  minus: 'M5 12h14',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM21 21l-5.2-5.2',
  heart: HEART,
  heartFull: HEART,
  /** Play: a video tour (media controls point the same way in every script). */
  play: 'M8 5l11 7-11 7z',
};

/** Icons drawn filled as well as outlined: a saved listing's heart, the play button. */
const FILLED: ReadonlySet<string> = new Set(['heartFull', 'play']);


export type AnyIconName = keyof typeof iconPaths;

/** Where the sprite is served. */
export const ICON_SPRITE = '/icons.svg';

/**
 * How every icon is drawn: a line in the colour of the text around its use. Set on each <symbol>,
 * not on the sprite's root: `<use>` of an outside file clones the symbol alone, so what the root
 * carries never reaches it (the icons would paint as black fills).
 */
const STROKE = 'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';

/** The sprite: one <symbol> per icon. */
export function iconSprite(): string {
  const symbols = Object.entries(iconPaths)
    .map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24" ${FILLED.has(name) ? STROKE.replace('fill="none"', 'fill="currentColor"') : STROKE}><path d="${d}"/></symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
}
