import { HONEYPOT_FIELD } from '@/lib/forms';

/**
 * The spam trap of every form (lib/forms.ts): off-screen, hidden from assistive technology,
 * out of the tab order and never autofilled, so only bots fill it in.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
