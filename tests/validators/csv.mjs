// Reading the CSV linkchecker writes (Python's csv module: `;` between fields, `"` around a field that
// holds one, `""` for a quote inside it).

/**
 * The rows of a CSV text, each by the header line's names.
 * @param {string} text
 * @returns {Record<string, string>[]}
 */
export function parseSemicolonCsv(text) {
  /** @type {string[][]} */
  const records = [];
  /** @type {string[]} */
  let record = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      if (record.some((value) => value !== '')) records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  record.push(field);
  if (record.some((value) => value !== '')) records.push(record);
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}
