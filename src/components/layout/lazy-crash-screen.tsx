'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The crash screen, loaded when a page crashes rather than with every page: Next.js ships both error
 * boundaries up front, and each carried its own copy of the screen and its three catalogues on every
 * page (docs/decisions/029-compression.md). When even that chunk
 * cannot be loaded (a deployment replaced it, the connection dropped), a full reload brings the
 * current version of the page.
 */
const CrashScreen = lazy(() =>
  import('./crash-screen')
    .then(({ CrashScreen: screen }) => ({ default: screen }))
    .catch(() => {
      window.location.reload();
      return new Promise<never>(() => {});
    }),
);

export function LazyCrashScreen(props: ComponentProps<typeof CrashScreen>) {
  return (
    <Suspense fallback={null}>
      <CrashScreen {...props} />
    </Suspense>
  );
}
