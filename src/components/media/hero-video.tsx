'use client';

import { useEffect, useState } from 'react';

type Props = { src: string };

/** Reduced motion and Save-Data get the poster only (docs/architecture.md, "What hydrates"; issue budget). */
function shouldSkipVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData === true;
}

/**
 * The home hero video. The poster (BackgroundStill, underneath) paints first; the video is requested only after the page
 * has loaded and fades in once it can play. A load failure is logged and the poster and brand
 * fallback stay.
 */
export function HeroVideo({ src }: Props) {
  const [requested, setRequested] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (shouldSkipVideo()) return;
    let idle = 0;
    const start = () => {
      idle = window.setTimeout(() => setRequested(true), 300);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(idle);
    };
  }, []);

  if (!requested) return null;

  const fail = () => {
    console.warn(`[hero-video] ${src} could not be loaded; keeping the brand fallback.`);
  };

  return (
    <video
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      data-hero-video
      data-playing={playing ? 'true' : 'false'}
      onPlaying={() => setPlaying(true)}
      onError={fail}
      className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-1000 data-[playing=true]:opacity-100"
    >
      <source src={`${src}.webm`} type="video/webm" />
      <source src={`${src}.mp4`} type="video/mp4" onError={fail} />
    </video>
  );
}
