'use client';

import { useEffect } from 'react';

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated it and every effect of the
 * first render has run. The chunks load after the first paint (decision 015), so until then a
 * click does nothing; tests wait for the mark before they interact (tests/e2e/test.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
