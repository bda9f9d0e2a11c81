/** Longest wait for an idle moment: the work still happens on a busy page, a second later. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` in a task of its own once the browser is idle, not inside the one that hydrates the page:
 * reading the cookie jar or storage is a synchronous call to the browser process, which at start-up
 * can take tens of milliseconds on a phone (docs/decisions/015-lighthouse-throttling.md). Returns a
 * cancel function for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
