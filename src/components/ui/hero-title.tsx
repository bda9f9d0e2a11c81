import type { ReactNode } from 'react';

/**
 * The h1 of a page's hero: 2 rem on a phone, up to 5xl or 6xl on wide screens. A word longer than a
 * 320 px screen is wide (Kundenkommunikation) breaks, hyphenated where the browser knows the language,
 * instead of widening the hero; its container must take the hero's width for that (w-full in a grid
 * column of minmax(0, 1fr), src/styles/scroll-layout.css).
 */
export function HeroTitle({ children, largest = '6xl' }: { children: ReactNode; largest?: '5xl' | '6xl' }) {
  return (
    <h1
      className={`text-[2rem] leading-[1.08] font-bold tracking-tight text-balance break-words hyphens-auto sm:text-5xl ${largest === '6xl' ? 'md:text-6xl' : ''}`}
    >
      {children}
    </h1>
  );
}
