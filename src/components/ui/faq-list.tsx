import { ChevronDown } from 'lucide-react';

/**
 * Questions and answers, one open at a time; clicking the open one closes it. Native exclusive
 * <details name> does exactly that without JavaScript (docs/decisions/006-native-faq.md).
 */
export function FaqList({ group, items }: { group: string; items: readonly { key: string; question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.03]" data-faq>
      {items.map((item) => (
        <details key={item.key} name={group} data-faq-item={item.key} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3.5 text-left text-[0.95rem] font-medium hover:text-accent [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform duration-300 group-open:rotate-180" />
          </summary>
          <p className="px-4 pb-4 text-sm text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
