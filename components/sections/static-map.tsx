import { useId } from 'react';
import { islandPaths, MAP_HEIGHT, MAP_WIDTH, type MapMarker } from '@/lib/map';

type Props = {
  /** The towns to mark, each with its name in the page's language. */
  markers: { marker: MapMarker; label: string }[];
  /** The text alternative: what the map shows, naming the places. */
  title: string;
  caption?: string;
  dir: 'ltr' | 'rtl';
};

/**
 * Cyprus drawn at build time as inline SVG (lib/map.ts), with North Cyprus picked out and the towns
 * marked: no script, no tiles, no request. The island is geography, so it is never mirrored and each
 * name keeps its side of the dot on the map itself; on an RTL page the names run RTL, with their anchor
 * swapped so they still sit on that side.
 */
export function StaticMap({ markers, title, caption, dir }: Props) {
  const titleId = useId();
  const rtl = dir === 'rtl';
  return (
    <figure className="overflow-hidden rounded-card border border-sea-100 bg-sea-50">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-labelledby={titleId} className="block h-auto w-full">
        <title id={titleId}>{title}</title>
        <path d={islandPaths.south} className="fill-sand-100 stroke-sand-300" strokeWidth={1} />
        <path d={islandPaths.north} className="fill-white stroke-sea-500" strokeWidth={1.5} />
        {markers.map(({ marker, label }) => {
          const right = marker.side === 'right';
          // With direction rtl, "start" is the right end of the text: swap anchors so the side holds.
          const anchor = right === rtl ? 'end' : 'start';
          return (
            <g key={marker.place}>
              <circle cx={marker.x} cy={marker.y} r={7} className="fill-sand-700 stroke-white" strokeWidth={2.5} />
              <text
                x={marker.x + (right ? 12 : -12)}
                y={marker.y + 8}
                textAnchor={anchor}
                direction={rtl ? 'rtl' : 'ltr'}
                className="fill-sea-950 stroke-white text-[22px] font-semibold [paint-order:stroke]"
                strokeWidth={5}
                strokeLinejoin="round"
              >
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      {caption ? <figcaption className="border-t border-sea-100 bg-white px-4 py-3 text-sm text-muted">{caption}</figcaption> : null}
    </figure>
  );
}
