'use client';

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { LAYOUT } from '@/lib/constants/layout';
import { onScrollFrame } from '@/lib/on-scroll-frame';
import { computeSectorState, SECTOR_PANEL_VIEWPORTS } from '@/lib/sector-math';
import { jumpScroll } from '@/lib/jump-scroll';

const flag = (value: boolean) => (value ? 'true' : 'false');

const layoutVariables = {
  '--bar-height': `${LAYOUT.heroBarHeight}px`,
  '--header-height': `${LAYOUT.headerHeight}px`,
  '--container': `${LAYOUT.containerMaxWidth}px`,
} as CSSProperties;

/**
 * The root of the shared sector layout (docs/architecture.md, "The sector layout"). Like the scroll layout it only writes
 * data-* attributes, on every scroll frame; styles/sector-layout.css draws the states.
 */
export function SectorLayout({ children }: { children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const update = () => {
      const state = computeSectorState(window.scrollY, window.innerHeight);
      root.dataset.heroBar = flag(state.heroBar);
      root.dataset.titleVisible = flag(state.titleVisible);
      root.dataset.panelVisible = flag(state.panelVisible);
    };
    // Focus (Tab, a screen reader) inside the panel before it has arrived brings it at once.
    let cancelJump = () => {};
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      if (!target.closest('[data-sector-panel]') || root.dataset.panelVisible === 'true') return;
      cancelJump();
      cancelJump = jumpScroll(root, Math.max(window.scrollY, Math.ceil(SECTOR_PANEL_VIEWPORTS * window.innerHeight)), update);
      target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    };
    root.addEventListener('focusin', onFocusIn);
    const stopScrolling = onScrollFrame(update);
    return () => {
      stopScrolling();
      cancelJump();
      root.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  return (
    <div
      ref={rootRef}
      style={layoutVariables}
      data-sector-layout
      data-hero-bar="false"
      data-title-visible="true"
      data-panel-visible="false"
    >
      {children}
    </div>
  );
}
