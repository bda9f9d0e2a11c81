'use client';

import { useEffect } from 'react';

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated it and every effect of the
 * first render has run. A prerendered page starts its JavaScript when the visitor first acts
 * (decision 031): the page's loader clicks a button clicked before then again once the mark is
 * set, and tests wait for it before they interact (tests/e2e/test.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
