'use client';

import { useEffect, useState } from 'react';
import { onScrollFrame } from './on-scroll-frame';

/** True once the window has scrolled more than `threshold` px; updated once per frame. */
export function useScrollPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => onScrollFrame(() => setPast(window.scrollY > threshold)), [threshold]);
  return past;
}
