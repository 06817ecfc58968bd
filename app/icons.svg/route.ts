import { iconSprite } from '@/lib/icons';

export const dynamic = 'force-static';

/** The icon sprite, written to out/icons.svg by the static export. */
export function GET() {
  return new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
