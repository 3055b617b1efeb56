// Markdown tables: printed to the terminal as they are and pasted into BENCHMARKS.md unchanged.

export interface Table {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  /** Sentences under the table: targets, verdicts, caveats. */
  notes?: string[];
}

export function renderTable(table: Table): string {
  const header = `| ${table.columns.join(' | ')} |`;
  const rule = `|${table.columns.map(() => '---').join('|')}|`;
  const body = table.rows.map((row) => `| ${row.map(String).join(' | ')} |`);
  const notes = (table.notes ?? []).map((n) => `- ${n}`);
  return [`### ${table.title}`, '', header, rule, ...body, ...(notes.length ? ['', ...notes] : []), ''].join(
    '\n',
  );
}

export function printTables(tables: readonly Table[]): void {
  for (const t of tables) console.log(`\n${renderTable(t)}`);
}
