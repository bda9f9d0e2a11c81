import type { ComponentProps } from 'react';
import { fieldLabel, input } from './styles';

/** A labelled input of the inbox's plain forms; `error` is shown under it and tied to it for screen readers. */
export function TextField({ id, label, error, ...props }: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        className={input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select; `empty` adds a first option for "no choice". */
export function SelectField({
  id,
  label,
  options,
  empty,
  ...props
}: ComponentProps<'select'> & { id: string; label: string; options: readonly { value: string; label: string }[]; empty?: string }) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} className={input} {...props}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
