'use client';

import { Calculator } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { RoiCalculatorTexts } from './roi-calculator-dialog';

// The dialog (Radix) loads with the first click, not with the page.
const RoiCalculatorDialog = dynamic(() => import('./roi-calculator-dialog').then((module) => module.RoiCalculatorDialog), { ssr: false });

/** 'ROI berechnen lassen' opens the ROI calculator (docs/decisions/010). */
export function RoiCalculatorButton({ label, texts, locale }: { label: string; texts: RoiCalculatorTexts; locale: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        size="lg"
        // Clicked before React runs, it is clicked again once React does (build/intent-loader.ts).
        data-awaits-react
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        data-roi-open
        data-cta="roi-calculator"
      >
        <Calculator aria-hidden="true" />
        {label}
      </Button>
      {requested ? <RoiCalculatorDialog open={open} onOpenChange={setOpen} texts={texts} locale={locale} /> : null}
    </>
  );
}
