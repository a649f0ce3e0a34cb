import { stringify } from "csv-stringify/sync";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR) as a formula. The cell may
 * be split again on open (on ";", "," or tabs, depending on the spreadsheet and its locale), so
 * every part that follows a separator is neutralised too, with a leading apostrophe.
 */
export function spreadsheetSafe(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return text.replace(/(^|[,;\t\r\n|"])([ ]*)(?=[=+\-@\t\r＝＋－＠])/g, "$1$2'");
}

/**
 * CSV that a Brazilian Excel opens as a table with its accents intact: ";" between cells (the
 * comma is the decimal mark there, so Excel splits on ";"), and a UTF-8 byte order mark (without
 * it Excel reads the file as Windows-1252 and "Conceição" turns into "ConceiÃ§Ã£o"). csv-stringify
 * quotes and escapes; every cell is neutralised for formulas first.
 */
export function spreadsheetCsv<Column extends string>(
  columns: readonly Column[],
  rows: readonly Record<Column, unknown>[],
): string {
  return stringify(
    rows.map((row) => columns.map((column) => spreadsheetSafe(row[column]))),
    { bom: true, delimiter: ";", header: true, columns: [...columns] },
  );
}

/** A decimal as a Brazilian spreadsheet reads it: "33,3" (the decimal mark there is the comma). */
export function spreadsheetDecimal(value: number, digits: number): string {
  return value.toFixed(digits).replace(".", ",");
}
