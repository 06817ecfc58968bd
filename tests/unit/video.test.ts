/** @jest-environment node */
import { listingFileSchema } from '@/lib/listings/schema';
import { VIDEO_ORIGINS, videoOf } from '@/lib/video';
import { FIXTURE_ROOT } from './support/fixture-inventory';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frameRules, type HeaderRule } from '../../scripts/finish-export/index.mjs';

describe('a listing’s video tour address (lib/video.ts)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'YouTube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'YouTube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['https://vimeo.com/76979871', 'Vimeo', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    ['https://vimeo.com/76979871/8a2b9c4d1e', 'Vimeo', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8a2b9c4d1e'],
  ])('plays %s from %s’s privacy mode only', (address, host, embed) => {
    const video = videoOf(address)!;
    expect(video).toMatchObject({ host, embed, origin: VIDEO_ORIGINS[host as 'YouTube' | 'Vimeo'] });
    expect(new URL(video.embed).origin).toBe(video.origin);
  });

  it.each(['https://www.youtube.com/channel/UC123', 'https://example.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'not an address', 'https://vimeo.com/channels/staff'])('refuses %s', (address) => {
    expect(videoOf(address)).toBeNull();
  });

  it('is refused in a listing file, naming the field, when it is not a YouTube or Vimeo video', () => {
    const file = JSON.parse(readFileSync(join(FIXTURE_ROOT, 'content/listings/esentepe-golf-villa.json'), 'utf8'));
    expect(listingFileSchema.safeParse({ ...file, video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).success).toBe(true);
    const refused = listingFileSchema.safeParse({ ...file, video: 'https://example.com/tour.mp4' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['video']);
  });
});

describe('the policy of pages with a video tour (scripts/finish-export frameRules)', () => {
  const site: HeaderRule & { detach?: string[] } = { path: '/*', headers: [['Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'"]] };
  const admin: HeaderRule & { detach?: string[] } = { path: '/admin/*', detach: ['Content-Security-Policy'], headers: [['Content-Security-Policy', "default-src 'self'"]] };
  const framed = (count: number) => new Map(Array.from({ length: count }, (_, index) => [`/de/villas/home-${index}`, new Set([VIDEO_ORIGINS.YouTube])]));

  it('lets each such page, and no other, frame its player, before the CMS’s rule', () => {
    const rules = frameRules([site, admin], framed(2));
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/de/villas/home-0', '/de/villas/home-1', '/admin/*']);
    expect(rules[1]).toEqual({ path: '/de/villas/home-0', detach: ['Content-Security-Policy'], headers: [['Content-Security-Policy', `default-src 'self'; frame-ancestors 'none'; frame-src ${VIDEO_ORIGINS.YouTube}`]] });
  });

  it('past the host’s limit of rules, opens the folders those pages are in instead', () => {
    const rules = frameRules([site, admin], framed(120));
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/de/villas/*', '/admin/*']);
  });

  it('adds nothing when no page has a video', () => {
    expect(frameRules([site, admin], new Map())).toEqual([site, admin]);
  });
});
