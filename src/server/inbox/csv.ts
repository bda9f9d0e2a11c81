/** Spreadsheet programs read a UTF-8 file with this mark as UTF-8 (umlauts and Greek intact). */
export const CSV_BOM = '\uFEFF';
/** The separator German and Greek spreadsheet settings expect (their decimal mark is the comma). */
const CSV_SEPARATOR = ';';

/** A cell a spreadsheet would run as a formula starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that could start a formula gets a leading apostrophe (OWASP "CSV injection"),
 * and a cell with a separator, quote or line break is quoted.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
