import { Check, Minus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
  /** The third state ("some of these"); a property of the input, so it is set on mount. */
  indeterminate?: boolean;
};

/**
 * Checkbox states: checked, unchecked, indeterminate. A native input (keyboard, forms,
 * screen readers and `:checked` for free) drawn in our look; no JavaScript of its own to load.
 */
export function Checkbox({ className, onCheckedChange, indeterminate, ...props }: CheckboxProps) {
  return (
    <span className="relative inline-flex size-5 shrink-0">
      <input
        type="checkbox"
        // Only what is needed: a server component renders it too (the cookie banner), where no function may be passed.
        ref={indeterminate === undefined ? undefined : (input) => void (input && (input.indeterminate = indeterminate))}
        onChange={onCheckedChange ? (event) => onCheckedChange(event.currentTarget.checked) : undefined}
        className={cn(
          'peer size-5 cursor-pointer appearance-none rounded-md border border-white/30 bg-white/5 checked:border-accent checked:bg-accent indeterminate:border-accent indeterminate:bg-accent/60 disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-ink peer-checked:block peer-indeterminate:hidden"
      />
      <Minus
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-ink peer-indeterminate:block"
      />
    </span>
  );
}
