import { serviceWorkerSource } from '@/lib/service-worker';

/** Built once per deployment; the version in it makes the browser install the new worker, which drops the old cache. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(serviceWorkerSource(process.env.BUILD_VERSION ?? 'development'), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
