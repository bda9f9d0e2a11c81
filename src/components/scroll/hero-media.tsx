import { BackgroundStill } from '@/components/media/background-still';
import { HeroVideo } from '@/components/media/hero-video';
import type { Background } from '@/content/types';

/** The hero background: brand fallback, then the poster or image, then (for video) the video. */
export function HeroMedia({ background }: { background: Background }) {
  const still = background.type === 'video' ? background.poster : background.src;
  return (
    <div className="scroll-hero-media" aria-hidden="true" data-hero-media={background.type}>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_20%_20%,rgb(34_211_238/0.25),transparent_55%),radial-gradient(ellipse_at_80%_70%,rgb(167_139_250/0.3),transparent_55%)] bg-bg" />
      <BackgroundStill src={still} />
      {background.type === 'video' ? <HeroVideo src={background.src} /> : null}
      <div className="absolute inset-0 bg-gradient-to-b from-bg/30 via-bg/10 to-bg/70" />
    </div>
  );
}
