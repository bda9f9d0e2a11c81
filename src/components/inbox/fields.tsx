import type { ComponentProps } from 'react';
import { fieldLabel, input } from './styles';

/** A labelled input of the inbox's plain forms. */
export function TextField({ id, label, ...props }: ComponentProps<'input'> & { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input id={id} className={input} {...props} />
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
