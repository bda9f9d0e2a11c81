import type { ReactNode } from 'react';

type DataAttributes = { [attribute: `data-${string}`]: string | number | boolean };

/**
 * A table of the inbox (leads, newsletter addresses, the audit log): scrolls sideways inside its
 * own box on a narrow screen, named by a caption for screen readers, a header cell (`scope="col"`)
 * per column and a row per entry, whose cells `cells` gives (a row header with `scope="row"` where
 * one column names the entry). With no rows, `empty` says so instead.
 */
export function InboxTable<Row extends { id: string | number }>({
  caption,
  columns,
  rows,
  empty,
  minWidth,
  marker,
  rowData,
  cells,
}: {
  caption: string;
  /** The header cells' labels, in column order. */
  columns: string[];
  rows: Row[];
  empty: string;
  minWidth: 'min-w-[720px]' | 'min-w-[820px]';
  /** `data-<marker>` on the table, for tests. */
  marker: string;
  rowData: (row: Row) => DataAttributes;
  cells: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-white/10">
      <table className={`w-full ${minWidth} text-left text-sm`} {...{ [`data-${marker}`]: true }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/10 [&_td]:px-4 [&_td]:py-3 [&_th]:px-4 [&_th]:py-3">
          {rows.map((row) => (
            <tr key={row.id} {...rowData(row)} className="bg-surface/60">
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
