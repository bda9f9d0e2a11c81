import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { Cell, InsightColumn, InsightTable } from '@/lib/inbox/insights';
import { panel } from '../styles';

export type InsightTexts = {
  title: string;
  description: string;
  csv: string;
  csvLabel: string;
  caption: string;
  empty: string;
  column: (column: InsightColumn) => string;
};

/**
 * One chart of the insights page: its title, the chart, the same data as a table (the table is
 * what a screen reader reads; the chart is labelled as its picture) and a CSV download of it.
 */
export function InsightSection({
  id,
  texts,
  table,
  chart,
  cell,
  csvHref,
}: {
  id: string;
  texts: InsightTexts;
  table: InsightTable;
  chart: ReactNode;
  cell: (column: InsightColumn, value: Cell) => string;
  csvHref: string;
}) {
  const headingId = `insight-${id}`;
  return (
    <section aria-labelledby={headingId} className={`${panel} min-w-0`} data-insight={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {texts.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{texts.description}</p>
        </div>
        <a href={csvHref} download aria-label={texts.csvLabel} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {texts.csv}
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className="mt-4 text-sm">{texts.empty}</p>
      ) : (
        <>
          <div className="mt-4">{chart}</div>
          {/* Scrolls inside on long periods; focusable, so the keyboard can scroll it too. */}
          <div
            className="mt-4 max-h-80 overflow-auto rounded-xl border border-white/10"
            tabIndex={0}
            role="region"
            aria-label={texts.caption}
          >
            <table className="w-full text-left text-sm" data-insight-table={id}>
              <caption className="sr-only">{texts.caption}</caption>
              <thead className="sticky top-0 bg-surface">
                <tr>
                  {table.columns.map((column, index) => (
                    <th key={column} scope="col" className={`px-3 py-2 font-medium text-muted ${index ? 'text-right' : ''}`}>
                      {texts.column(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex} className="border-t border-white/10">
                    {row.map((value, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="px-3 py-2 font-normal break-all">
                          {cell(table.columns[0]!, value)}
                        </th>
                      ) : (
                        <td key={index} className="px-3 py-2 text-right tabular-nums">
                          {cell(table.columns[index]!, value)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
