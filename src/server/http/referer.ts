import 'server-only';

/** The page of this site that sent the request (Referer on the same host), or null. */
export function sameSiteReferer(request: Request): URL | null {
  const referer = request.headers.get('referer');
  const host = request.headers.get('host');
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? url : null;
  } catch {
    return null;
  }
}
