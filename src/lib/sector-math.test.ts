import { describe, expect, it } from 'vitest';
import { computeSectorState } from './sector-math';

describe('the sector layout thresholds', () => {
  const vh = 800;

  it('keeps the full hero up to 50 px and shows the bar beyond', () => {
    expect(computeSectorState(50, vh).heroBar).toBe(false);
    expect(computeSectorState(51, vh).heroBar).toBe(true);
  });

  it('swaps the hero title for the content panel at half a viewport, in both directions', () => {
    expect(computeSectorState(399, vh)).toEqual({ heroBar: true, titleVisible: true, panelVisible: false });
    expect(computeSectorState(400, vh)).toEqual({ heroBar: true, titleVisible: false, panelVisible: true });
    expect(computeSectorState(0, vh)).toEqual({ heroBar: false, titleVisible: true, panelVisible: false });
  });
});
