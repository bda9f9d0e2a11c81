'use client';

import { ArrowDown } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** About page: scrolls smoothly to the page bottom (at once with reduced motion). */
export function ScrollToBottomButton({ label }: { label: string }) {
  const scroll = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: reduce ? 'instant' : 'smooth' });
  };
  return (
    <Button variant="secondary" onClick={scroll} data-scroll-to-bottom data-awaits-react>
      <ArrowDown aria-hidden="true" />
      {label}
    </Button>
  );
}
