import { SECTOR_HERO_SHRINK_PX } from './constants/layout';

/** The sector layout: the hero title fades and the content panel arrives after half a viewport. */
export const SECTOR_PANEL_VIEWPORTS = 0.5;

export type SectorState = { heroBar: boolean; titleVisible: boolean; panelVisible: boolean };

/** The sector layout's state for a scroll position: bar after 50 px, panel after 0.5 vh. */
export function computeSectorState(scrollY: number, viewportHeight: number): SectorState {
  const panel = scrollY >= SECTOR_PANEL_VIEWPORTS * viewportHeight;
  return { heroBar: scrollY > SECTOR_HERO_SHRINK_PX, titleVisible: !panel, panelVisible: panel };
}
