/**
 * When a part of the crash screen cannot be loaded (a deployment replaced its chunk, the connection
 * dropped), a full reload brings the current version of the page; the promise never settles meanwhile.
 */
export function reloadInstead(): Promise<never> {
  window.location.reload();
  return new Promise<never>(() => {});
}
