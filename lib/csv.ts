/** What a CSV file holds: its records (the first the header), or the record whose quote is never closed. */
export type CsvRecords = { records: string[][]; unclosed?: undefined } | { records?: undefined; unclosed: number };

/** The separator of a file: a comma, else a tab or a semicolon where the header has one and no comma (a spreadsheet set for another region). */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes('\t')) return '\t';
  return header.includes(';') ? ';' : ',';
}

/**
 * Reads CSV (RFC 4180, as spreadsheets write it): cells quoted or not, `""` a quote inside
 * quotes, line breaks inside quotes kept, CRLF or LF; a byte-order mark is skipped. Records with
 * no text in any cell (blank lines) are left out.
 */
export function readCsv(input: string): CsvRecords {
  const text = input.replace(/^\uFEFF/, '');
  const separator = separatorOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endRecord = () => {
    record.push(cell);
    if (record.some((value) => value.trim() !== '')) records.push(record);
    record = [];
    cell = '';
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[at + 1] === '"') cell += text[at++];
      else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++;
      endRecord();
    } else cell += char;
  }
  if (quoted) return { unclosed: records.length + 1 };
  if (cell !== '' || record.length) endRecord();
  return { records };
}

// A leading =, +, - or @ would be a formula in a spreadsheet: such a cell is written after a quote mark, which reading takes off.
const formula = /^[=+\-@]/;

/** One cell as a spreadsheet reads it back as text. */
function csvCell(value: string): string {
  const safe = formula.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A cell's text as written, without the quote mark `csvCell` put before a formula sign. */
export const cellText = (value: string): string => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

/** Rows as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads Chinese and Arabic), CRLF line ends. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
