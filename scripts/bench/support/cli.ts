// Tiny argv helpers shared by every benchmark part, and the shape each part reports in.
import { pathToFileURL } from 'node:url';
import type { Table } from './table';
import { printTables } from './table';

export function hasFlag(name: string, argv = process.argv): boolean {
  return argv.includes(name);
}

/** `--name value` or `--name=value`. */
export function optionValue(name: string, argv = process.argv): string | undefined {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const arg = argv[i] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
}

export function numberList(name: string, fallback: number[], argv = process.argv): number[] {
  const raw = optionValue(name, argv);
  return raw
    ? raw
        .split(',')
        .map(Number)
        .filter((n) => Number.isFinite(n) && n > 0)
    : fallback;
}

export interface PartOptions {
  quick: boolean;
}

/** What a part hands back: its tables, and failures that must fail the run (budgets), by name. */
export interface PartReport {
  tables: Table[];
  failures: string[];
  /** Machine-readable lines printed after the tables (e.g. live play's `ratio games=…`). */
  lines?: string[];
}

export function isMain(moduleUrl: string): boolean {
  return !!process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href;
}

/** Runs a part as its own command: print the tables, exit non-zero on a failure. */
export function runAsMain(run: (options: PartOptions) => Promise<PartReport>): void {
  run({ quick: hasFlag('--quick') }).then(
    (report) => {
      printTables(report.tables);
      for (const line of report.lines ?? []) console.log(line);
      for (const f of report.failures) console.error(`FAILED: ${f}`);
      process.exit(report.failures.length ? 1 : 0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A distinct client address per simulated browser (the server trusts loopback as a proxy in benchmarks). */
export function clientIp(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
