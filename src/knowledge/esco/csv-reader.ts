/**
 * A small RFC 4180 CSV reader for ESCO's export: quoted fields with doubled quotes and line
 * breaks inside (ESCO puts one alternative label per line in `altLabels`), CRLF or LF, a UTF-8
 * byte-order mark. Rows come back as objects keyed by the header. Fields are cut with slices,
 * not character by character: the English skills file alone is tens of megabytes.
 */
export function parseCsvRows(text: string): string[][] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    let value: string;
    if (text[i] === '"') {
      // Quoted field: up to the closing quote that is not doubled.
      let out = '';
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q < 0) {
          out += text.slice(from);
          i = n;
          break;
        }
        out += text.slice(from, q);
        if (text[q + 1] === '"') {
          out += '"';
          from = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      value = out;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 44 || c === 10 || c === 13) break;
        j++;
      }
      value = text.slice(i, j);
      i = j;
    }
    row.push(value);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i++;
      // A comma at the very end of the text still opens an (empty) last field.
      if (i === n) row.push('');
    } else {
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      if (c === 13 && text.charCodeAt(i + 1) === 10) i += 2;
      else if (i < n) i++;
    }
  }
  if (row.length) rows.push(row);
  return rows;
}

export function parseCsv(text: string): Array<Record<string, string>> {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return body.map((cells) => {
    const record: Record<string, string> = {};
    names.forEach((name, k) => {
      record[name] = cells[k] ?? '';
    });
    return record;
  });
}
