/**
 * Scrolls the window to `top` at once for the keyboard: focus moved to something the layout
 * shows only at another scroll position. `root` carries `data-jump` for two frames, during which
 * the layout's styles drop their transitions, so the target shows without fading in. `update`
 * writes the layout's state for the new position before the browser paints. Returns a cancel.
 */
export function jumpScroll(root: HTMLElement, top: number, update: () => void): () => void {
  root.dataset.jump = '';
  window.scrollTo({ top, behavior: 'instant' });
  update();
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => delete root.dataset.jump);
  });
  return () => cancelAnimationFrame(frame);
}
