import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const controlClass =
  'w-full rounded-xl border border-white/15 bg-white/[0.06] px-4 text-base text-fg placeholder:text-white/55 focus:border-accent aria-[invalid=true]:border-danger';

type FieldProps = { id: string; label: string; error?: string; className?: string };

/** Label, control and error message wired together for assistive technology. */
function FieldShell({ id, label, error, className, name, children }: FieldProps & { name?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const errorProps = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function FormField({ id, label, error, className, ...input }: ComponentProps<'input'> & FieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className} name={input.name}>
      <input id={id} type="text" {...errorProps(id, error)} className={cn(controlClass, 'h-12')} {...input} />
    </FieldShell>
  );
}

export function FormTextarea({ id, label, error, className, ...textarea }: ComponentProps<'textarea'> & FieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className} name={textarea.name}>
      <textarea id={id} rows={5} {...errorProps(id, error)} className={cn(controlClass, 'min-h-32 resize-y py-3')} {...textarea} />
    </FieldShell>
  );
}

/** A native select: keyboard, screen readers and mobile pickers behave as people expect. */
export function FormSelect({
  id,
  label,
  error,
  className,
  placeholder,
  options,
  ...select
}: ComponentProps<'select'> & FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <FieldShell id={id} label={label} error={error} className={className} name={select.name}>
      <select id={id} defaultValue="" {...errorProps(id, error)} className={cn(controlClass, 'h-12 appearance-auto')} {...select}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} className="bg-bg text-fg">
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
