'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { signalAnalytics } from '@/lib/analytics/signal';
import { calculateRoi, DEFAULT_ROI_INPUTS, type RoiInputs } from '@/content/roi-calculator';

export type RoiCalculatorTexts = {
  title: string;
  description: string;
  employees: string;
  salary: string;
  share: string;
  current: string;
  withAi: string;
  savingsMonthly: string;
  savingsYearly: string;
  ratio: string;
  note: string;
  close: string;
};

/** The three inputs: which model input each sets, its bounds, and its scale (the share is typed in %). */
const inputFields = [
  { key: 'employees', name: 'employees', min: 1, max: 1000, step: 1, scale: 1 },
  { key: 'monthlySalary', name: 'salary', min: 0, step: 100, scale: 1 },
  { key: 'automatedShare', name: 'share', min: 0, max: 100, step: 5, scale: 100 },
] as const satisfies readonly {
  key: keyof RoiInputs;
  name: keyof RoiCalculatorTexts;
  scale: number;
  min: number;
  max?: number;
  step: number;
}[];

/**
 * The ROI calculator of the voice-agent page: the cost model (content/roi-calculator.ts) recomputed on
 * every input, amounts in the visitor's number format, and the model explained under the results
 * (`note`), so nobody has to guess where a figure comes from.
 */
export function RoiCalculatorDialog({
  open,
  onOpenChange,
  texts,
  locale,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: RoiCalculatorTexts;
  locale: string;
}) {
  const id = useId();
  const [inputs, setInputs] = useState<RoiInputs>(DEFAULT_ROI_INPUTS);
  // Counted once, at the first figure the visitor changes.
  const used = useRef(false);
  const result = calculateRoi(inputs);
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const inputClass =
    'h-11 w-full rounded-xl border border-white/15 bg-white/[0.06] px-3 text-base text-fg focus:border-accent focus:outline-none';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          data-roi-calculator
          className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(92vw,560px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-white/10 bg-ink p-6 shadow-2xl md:p-8"
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Dialog.Title className="text-xl font-semibold">{texts.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{texts.description}</Dialog.Description>
            </div>
            <Dialog.Close aria-label={texts.close} className="rounded-full p-2 hover:bg-white/10">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {inputFields.map(({ key, name, scale, ...bounds }) => (
              <label key={name} className="grid gap-1.5 text-sm font-medium" htmlFor={`${id}-${name}`}>
                {texts[name]}
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type="number"
                  {...bounds}
                  defaultValue={DEFAULT_ROI_INPUTS[key] * scale}
                  onChange={(event) => {
                    if (!used.current) signalAnalytics({ type: 'calculator_used' });
                    used.current = true;
                    setInputs((current) => ({ ...current, [key]: event.target.valueAsNumber / scale }));
                  }}
                  className={inputClass}
                />
              </label>
            ))}
          </div>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2" aria-live="polite">
            {[
              ['current', texts.current, euros.format(result.currentTotal)],
              ['withAi', texts.withAi, euros.format(result.withAiTotal)],
              ['monthly', texts.savingsMonthly, euros.format(result.savingsMonthly)],
              ['yearly', texts.savingsYearly, euros.format(result.savingsYearly)],
            ].map(([key, label, value]) => (
              <div key={key} className="rounded-2xl border border-white/10 bg-white/[0.04] p-4">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="text-xl font-bold" data-roi-result={key}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm">
            {texts.ratio}{' '}
            <strong className="text-gradient" data-roi-result="ratio">
              {percent.format(result.savingsRatio)}
            </strong>
          </p>
          <p className="mt-4 rounded-2xl border border-white/10 bg-white/[0.03] p-4 text-sm text-muted" data-roi-model>
            {texts.note}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
