'use client';

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { LAYOUT } from '@/lib/constants/layout';
import { SECTION_TRANSITION } from '@/lib/constants/scroll';
import { onScrollFrame } from '@/lib/on-scroll-frame';
import { computeScrollState, scrollOffsetForStep } from '@/lib/scroll-math';

const flag = (value: boolean) => (value ? 'true' : 'false');

/** Spec §9 sizes and timings handed to styles/scroll-layout.css, so panel and steps read them from lib/constants. */
const layoutVariables = {
  '--glass-top': `${LAYOUT.glassPanelOffset}px`,
  '--glass-inset': `${LAYOUT.glassPanelViewportInset}px`,
  '--shrunk-width': `min(90vw, ${LAYOUT.containerMaxWidth}px)`,
  '--section-duration': `${SECTION_TRANSITION.durationMs}ms`,
  '--section-offset': `${SECTION_TRANSITION.inactiveOffsetPx}px`,
  '--section-scale': String(SECTION_TRANSITION.inactiveScale),
  '--panel-move': `${SECTION_TRANSITION.panelMoveMs}ms`,
} as CSSProperties;

/**
 * The root of the scroll-driven layout. It only writes data-* attributes (ARCHITECTURE.md
 * "Contracts"); styles/scroll-layout.css turns them into the hero shrink, glass panel,
 * section steps and footer fade. Recomputed on every scroll frame, so it also goes backwards.
 */
export function ScrollLayout({ sectionCount, heightVh, children }: { sectionCount: number; heightVh: number; children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const steps = Array.from(root.querySelectorAll<HTMLElement>('[data-step]'));
    const dots = Array.from(root.querySelectorAll<HTMLElement>('[data-progress-step]'));
    const update = () => {
      const state = computeScrollState(window.scrollY, window.innerHeight, sectionCount);
      root.dataset.sectionIndex = String(state.sectionIndex);
      root.dataset.heroShrunk = flag(state.heroShrunk);
      root.dataset.heroTextVisible = flag(state.heroTextVisible);
      root.dataset.glassVisible = flag(state.glassVisible);
      root.dataset.footerVisible = flag(state.footerVisible);
      for (const step of steps) step.dataset.active = flag(Number(step.dataset.step) === state.sectionIndex);
      for (const dot of dots) dot.dataset.active = flag(Number(dot.dataset.progressStep) === state.sectionIndex);
    };
    // A step lives in a fixed panel, so "#faq" means: scroll the page to where that step shows.
    const scrollToHash = (hash: string, smooth: boolean) => {
      const step = steps.find((element) => `#${element.id}` === hash);
      if (!step) return false;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const top = scrollOffsetForStep(Number(step.dataset.step), window.innerHeight) + 1;
      window.scrollTo({ top, behavior: smooth && !reduced ? 'smooth' : 'instant' });
      return true;
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
      if (link && scrollToHash(link.hash, true)) {
        event.preventDefault();
        window.history.replaceState(window.history.state, '', link.hash);
      }
    };
    const onHashChange = () => scrollToHash(window.location.hash, true);
    if (window.location.hash) scrollToHash(window.location.hash, false);
    root.addEventListener('click', onClick);
    window.addEventListener('hashchange', onHashChange);
    const stopScrolling = onScrollFrame(update);
    return () => {
      stopScrolling();
      window.removeEventListener('hashchange', onHashChange);
      root.removeEventListener('click', onClick);
    };
  }, [sectionCount]);

  return (
    <div
      ref={rootRef}
      style={layoutVariables}
      data-scroll-layout
      data-section-count={sectionCount}
      data-section-index="0"
      data-hero-shrunk="false"
      data-hero-text-visible="false"
      data-glass-visible="false"
      data-footer-visible="false"
    >
      {children}
      <div className="scroll-track" style={{ height: `${heightVh}vh` }} aria-hidden="true" />
    </div>
  );
}
