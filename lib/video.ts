/**
 * A listing's video tour, from the address staff paste (the agency's video on YouTube or Vimeo): where
 * a buyer can watch it there, the player's address in its privacy mode (youtube-nocookie.com; Vimeo
 * with dnt=1, "do not track"), and the origin the page's CSP must let frame it.
 */
export type Video = { host: 'YouTube' | 'Vimeo'; id: string; watch: string; embed: string; origin: string };

/** Where a listing's player comes from, by host: the one origin its page lets frame (scripts/finish-export). */
export const VIDEO_ORIGINS = { YouTube: 'https://www.youtube-nocookie.com', Vimeo: 'https://player.vimeo.com' } as const;

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The video at `address`, or null when it is not a YouTube or Vimeo video's address. */
export function videoOf(address: string): Video | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id = host === 'youtu.be' ? url.pathname.slice(1) : url.pathname === '/watch' ? url.searchParams.get('v') : url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)\/?$/)?.[1];
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return { host: 'YouTube', id, watch: `https://www.youtube.com/watch?v=${id}`, embed: `${VIDEO_ORIGINS.YouTube}/embed/${id}?autoplay=1&rel=0`, origin: VIDEO_ORIGINS.YouTube };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    // vimeo.com/123456789, vimeo.com/123456789/abcdef1234 (an unlisted video's key), player.vimeo.com/video/123456789?h=abcdef1234
    const match = url.pathname.match(/^\/(?:video\/)?(\d{5,12})(?:\/([0-9a-f]{6,20}))?\/?$/);
    if (!match) return null;
    const [, id, key = url.searchParams.get('h') ?? undefined] = match;
    if (key !== undefined && !/^[0-9a-f]{6,20}$/.test(key)) return null;
    return {
      host: 'Vimeo',
      id: id!,
      watch: `https://vimeo.com/${id}${key ? `/${key}` : ''}`,
      embed: `${VIDEO_ORIGINS.Vimeo}/video/${id}?dnt=1&autoplay=1${key ? `&h=${key}` : ''}`,
      origin: VIDEO_ORIGINS.Vimeo,
    };
  }
  return null;
}
