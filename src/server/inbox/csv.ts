/** Spreadsheet programs read a UTF-8 file with this mark as UTF-8 (umlauts and Greek intact). */
export const CSV_BOM = '\uFEFF';
/** The separator German and Greek spreadsheet settings expect (their decimal mark is the comma). */
const CSV_SEPARATOR = ';';

/** A cell a spreadsheet would run as a formula starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text (not a number) that could start a formula gets a leading apostrophe (OWASP "CSV injection"),
 * and a cell with a separator, quote or line break is quoted.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  // A number is never a formula: -0.25 stays a number a spreadsheet can sum.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;

/**
 * A CSV download streamed row by row (UTF-8 with BOM): the header line, then `toCells` of each
 * row; `finished` learns how many rows went out (the audit entry of the export).
 */
export function csvDownload<Row>(
  filename: string,
  columns: readonly string[],
  rows: AsyncIterable<Row>,
  toCells: (row: Row) => readonly unknown[],
  finished: (rows: number) => Promise<void>,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let count = 0;
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(columns)));
      for await (const row of rows) {
        count += 1;
        controller.enqueue(encoder.encode(csvLine(toCells(row))));
      }
      await finished(count);
      controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
