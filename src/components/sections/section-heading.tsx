import type { ReactNode } from 'react';

/** Eyebrow, title and optional intro of a section; the title is the section's h2. */
export function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow?: string; title: string; intro?: ReactNode }) {
  return (
    <header className="mb-6 max-w-2xl space-y-2 md:mb-8">
      {eyebrow ? <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="text-2xl leading-tight font-semibold tracking-tight text-balance md:text-[2rem]">
        {title}
      </h2>
      {intro ? <p className="text-[0.95rem] text-muted md:text-base">{intro}</p> : null}
    </header>
  );
}

/** Index-based stagger for cards inside a step (see .stagger-item in scroll-layout.css). */
export function staggerStyle(index: number) {
  return { '--i': index } as React.CSSProperties;
}
