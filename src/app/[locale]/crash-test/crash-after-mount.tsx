'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Throws while rendering in the browser (never on the server), so the localized error
 * boundary takes over after hydration.
 */
export function CrashAfterMount() {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (inBrowser) throw new Error('Crash test: this page fails to render on purpose');
  return null;
}
