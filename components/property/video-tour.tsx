'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Video } from '@/lib/video';

/**
 * A listing's video tour as a still (the page's own photo, `poster`) with a play button: nothing comes
 * from the video's host until the buyer taps it. The button is a link to the video on its host, which is
 * what a tap does before this code runs or without JavaScript; once hydrated, the tap puts the host's
 * player in place (YouTube's privacy mode, Vimeo's do-not-track: lib/video.ts), playing.
 */
export function VideoTour({ video, poster, copy }: { video: Video; poster: ReactNode; copy: { play: string; frameTitle: string } }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  function play(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window stays the browser's to open.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setPlaying(true);
  }

  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-sea-950">
      {playing ? (
        <iframe
          ref={frame}
          src={video.embed}
          title={copy.frameTitle}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          {poster}
          <a
            href={video.watch}
            rel="external"
            onClick={play}
            data-video-origin={video.origin}
            className="group absolute inset-0 grid place-items-center bg-sea-950/30 hover:bg-sea-950/40 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-white"
          >
            <span className="grid size-20 place-items-center rounded-full bg-white text-sea-900 shadow-card transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <Icon name="play" size="7" className="translate-x-0.5" />
            </span>
            <span className="sr-only">{copy.play}</span>
          </a>
        </>
      )}
    </div>
  );
}
