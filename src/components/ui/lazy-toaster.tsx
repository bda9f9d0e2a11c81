'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toastStore } from '@/lib/toast-store';

const Toaster = dynamic(() => import('./toaster').then((module) => module.Toaster), { ssr: false });

const noToasts = () => false;
const hasToasts = () => toastStore.getSnapshot().length > 0;

/** The toast region (Radix) is fetched with the first toast; until then pages ship none of it. */
export function LazyToaster() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasToasts, noToasts);
  return needed ? <Toaster /> : null;
}
