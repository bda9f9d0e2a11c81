import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A labelled input with its error message wired for assistive technology. */
export function FormField({
  id,
  label,
  error,
  className,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-12 rounded-xl border border-white/15 bg-white/[0.06] px-4 text-base text-fg placeholder:text-white/55 focus:border-accent focus:outline-none aria-[invalid=true]:border-danger"
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger" data-field-error={input.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
