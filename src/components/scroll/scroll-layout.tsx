'use client';

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { LAYOUT } from '@/lib/constants/layout';
import { SCROLL_THRESHOLDS, SECTION_TRANSITION } from '@/lib/constants/scroll';
import { jumpScroll } from '@/lib/jump-scroll';
import { onScrollFrame } from '@/lib/on-scroll-frame';
import { computeScrollState, finalStepIndex, scrollOffsetForStep } from '@/lib/scroll-math';

const flag = (value: boolean) => (value ? 'true' : 'false');

/** Sizes and timings handed to styles/scroll-layout.css, so panel and steps read them from lib/constants. */
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
 * The root of the scroll-driven layout. It only writes data-* attributes (docs/architecture.md,
 * "The scroll engine"); styles/scroll-layout.css turns them into the hero shrink, glass panel,
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
    // Where the page must be scrolled for a step to show (0: the hero, before the glass).
    const offsetFor = (step: number) => (step === 0 ? 0 : scrollOffsetForStep(step, window.innerHeight) + 1);
    // A step lives in a fixed panel, so "#faq" means: scroll the page to where that step shows.
    const scrollToHash = (hash: string, smooth: boolean) => {
      const step = steps.find((element) => `#${element.id}` === hash);
      if (!step) return false;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: offsetFor(Number(step.dataset.step)), behavior: smooth && !reduced ? 'smooth' : 'instant' });
      return true;
    };
    // Focus (Tab, Shift+Tab, a screen reader) on something in a step that is not showing, or on
    // the hero behind the glass, scrolls the page to it at once, without the fades.
    let cancelJump = () => {};
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      const step = target.closest<HTMLElement>('[data-step]');
      if (!step && !target.closest('[data-hero-content]')) return;
      const wanted = step ? Number(step.dataset.step) : 0;
      // Already there: within the step's own stretch of scrolling (the browser may have scrolled
      // past it to reveal the parked element, where the panel is already leaving).
      const start = offsetFor(wanted);
      const end = wanted === 0 ? offsetFor(1) - 1 : start + SCROLL_THRESHOLDS.sectionDuration * window.innerHeight - 1;
      if (window.scrollY >= start && window.scrollY < end) return;
      cancelJump();
      cancelJump = jumpScroll(root, start, update);
    };
    // Focus that leaves the story for the footer (faded in only at the end) shows it at once.
    const footer = document.querySelector<HTMLElement>('[data-site-footer]');
    const onFooterFocus = () => {
      if (root.dataset.footerVisible === 'true') return;
      cancelJump();
      cancelJump = jumpScroll(root, Math.max(window.scrollY, offsetFor(finalStepIndex(sectionCount))), update);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
      if (link && scrollToHash(link.hash, true)) {
        event.preventDefault();
        window.history.replaceState(window.history.state, '', link.hash);
      }
    };
    const onHashChange = () => scrollToHash(window.location.hash, true);
    // A page opened at a hash shows that step, unless a language switch has put back where the visitor was.
    if (window.location.hash && !document.documentElement.hasAttribute('data-scroll-restored')) scrollToHash(window.location.hash, false);
    root.addEventListener('click', onClick);
    root.addEventListener('focusin', onFocusIn);
    footer?.addEventListener('focusin', onFooterFocus);
    window.addEventListener('hashchange', onHashChange);
    const stopScrolling = onScrollFrame(update);
    return () => {
      stopScrolling();
      cancelJump();
      root.removeEventListener('focusin', onFocusIn);
      footer?.removeEventListener('focusin', onFooterFocus);
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
