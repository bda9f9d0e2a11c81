/**
 * Runs `update` now and then at most once per animation frame after any scroll or resize of
 * the window; returns the clean-up. The one scroll listener of the scroll and sector layouts
 * and the header.
 */
export function onScrollFrame(update: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    update();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(run);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
