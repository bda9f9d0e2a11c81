import type { getFormatter } from 'next-intl/server';
import type { CostItem } from '@/lib/roi';

export type Formatter = Awaited<ReturnType<typeof getFormatter>>;
/** Whole euros in the visitor's number format. */
export const euro = (format: Formatter, amount: number) =>
  format.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** One column of a cost comparison: its lines, then the total (data-cost-total). */
export function CostColumn({
  title,
  items,
  total,
  totalLabel,
  label,
  format,
  highlight,
}: {
  title: string;
  items: readonly CostItem[];
  total: number;
  totalLabel: string;
  label: (item: string) => string;
  format: Formatter;
  highlight?: boolean;
}) {
  return (
    <div
      className={`stagger-item rounded-2xl border p-4 ${highlight ? 'border-accent/40 bg-accent/[0.06]' : 'border-white/10 bg-white/[0.04]'}`}
    >
      <h3 className="mb-3 text-sm font-semibold">{title}</h3>
      <table className="w-full text-sm">
        <tbody>
          {items.map(({ item, amount }) => (
            <tr key={item} className="border-b border-white/5">
              <th scope="row" className="py-1.5 pe-3 text-left font-normal text-muted">
                {label(item)}
              </th>
              <td className="py-1.5 text-right tabular-nums">{euro(format, amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-2 text-left font-semibold">
              {totalLabel}
            </th>
            <td className="pt-2 text-right text-base font-bold tabular-nums" data-cost-total>
              {euro(format, total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
