'use client';

import dynamic from 'next/dynamic';

/** The toast region loads after hydration: no page shows a toast on its first paint. */
export const LazyToaster = dynamic(() => import('./toaster').then((module) => module.Toaster), { ssr: false });
