'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { reloadInstead } from './reload-instead';

/**
 * The crash screen, loaded when a page crashes rather than with every page: Next.js ships both error
 * boundaries up front, and each carried its own copy of the screen and its three catalogues on every
 * page (docs/decisions/029-compression.md); the words of the visitor's language follow it (crash-screen.tsx).
 * When even that chunk cannot be loaded, a full reload brings the current version of the page.
 */
const CrashScreen = lazy(() => import('./crash-screen').then(({ CrashScreen: screen }) => ({ default: screen })).catch(reloadInstead));

export function LazyCrashScreen(props: ComponentProps<typeof CrashScreen>) {
  return (
    <Suspense fallback={null}>
      <CrashScreen {...props} />
    </Suspense>
  );
}
