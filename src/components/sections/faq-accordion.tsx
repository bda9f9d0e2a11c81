'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export type FaqEntry = { key: string; question: string; answer: string };

/**
 * Spec §2 FAQ: one item open at a time; clicking the open item closes it. Answers stay in the
 * server HTML (forceMount) and are hidden while closed.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.03]"
      data-faq
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.key} value={entry.key} data-faq-item={entry.key}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3.5 text-left text-[0.95rem] font-medium hover:text-accent">
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 transition-transform duration-300 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-4 pb-4 text-sm text-muted data-[state=closed]:hidden">
            {entry.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
