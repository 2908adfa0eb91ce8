// CSV of the dashboard's exports (RFC 4180: CRLF lines, fields quoted when they hold a comma, a
// quote or a line break). Paths, titles and error messages come from readers' browsers: a field a
// spreadsheet would run as a formula (= + - @ first) is written with a leading apostrophe.
export type CsvValue = string | number | null;

function field(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
