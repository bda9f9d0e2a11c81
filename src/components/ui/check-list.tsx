import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A list of what is included or checked, each line behind a check mark. */
export function CheckList({
  items,
  className,
  itemClassName,
  label,
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  /** The list's name for screen readers, when no heading names it. */
  label?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2', itemClassName)}>
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
