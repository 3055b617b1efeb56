// MongoDB's unified CRUD specification tests against the embedded database, through the `mongodb` driver:
//   npm run test:conformance -- --spec-dir ../shared/mongodb-spec [--only <file substring>] [--verbose]
// Prints `conformance: P passed, R refused, W wrong, S skipped` and exits non-zero when W > 0.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EJSON } from 'bson';
import { MongoClient } from 'mongodb';
import { SERVER_VERSION, startEmbeddedMongo } from '@gridable/embedded-db';

import { unmetRequirements, type ServerFacts } from './requirements';
import { ClientPool, runTest, type UnifiedFile } from './unifiedTest';

interface Args {
  specDir: string;
  only?: string;
  verbose: boolean;
}

function parseArgs(argv: string[]): Args {
  let specDir: string | undefined;
  let only: string | undefined;
  let verbose = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--spec-dir') specDir = argv[++i];
    else if (arg === '--only') only = argv[++i];
    else if (arg === '--verbose') verbose = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!specDir) throw new Error('usage: --spec-dir <dir holding crud/unified>');
  return { specDir, only, verbose };
}

function unifiedDir(specDir: string): string {
  const nested = path.join(specDir, 'crud', 'unified');
  return existsSync(nested) ? nested : specDir;
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.specDir)) {
    console.log(`conformance: skipped, no MongoDB specification tests at ${path.resolve(args.specDir)}`);
    return 0;
  }
  const dir = unifiedDir(args.specDir);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && (!args.only || f.includes(args.only)))
    .sort();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'gridable-conformance-'));
  const server = await startEmbeddedMongo({ port: 0, dataDir });
  const base = { serverSelectionTimeoutMS: 5000, forceServerObjectId: true };
  const pool = new ClientPool(server.uri, base);
  const setup = new MongoClient(server.uri, base);
  const facts: ServerFacts = { version: SERVER_VERSION, topology: 'single' };
  const counts = { passed: 0, refused: 0, wrong: 0, skipped: 0 };
  const skipReasons = new Map<string, number>();
  const refusals = new Map<string, number>();
  try {
    await setup.connect();
    for (const name of files) {
      const file = EJSON.parse(readFileSync(path.join(dir, name), 'utf8'), { relaxed: true }) as UnifiedFile;
      const fileUnmet = unmetRequirements(file.runOnRequirements, facts);
      for (const test of file.tests) {
        const unmet = fileUnmet ?? unmetRequirements(test.runOnRequirements, facts);
        const label = `${name}: ${test.description}`;
        if (unmet) {
          counts.skipped++;
          increment(skipReasons, unmet);
          continue;
        }
        const verdict = await runTest(file, test, pool, setup);
        if (verdict.kind === 'passed') {
          counts.passed++;
          if (args.verbose) console.log(`pass    ${label}`);
        } else if (verdict.kind === 'refused') {
          counts.refused++;
          increment(refusals, verdict.why.replace(/^operation \d+ /, '').slice(0, 100));
          if (args.verbose) console.log(`refused ${label}\n        ${verdict.why}`);
        } else if (verdict.kind === 'wrong') {
          counts.wrong++;
          console.log(`WRONG   ${label}\n        ${verdict.why}`);
        } else {
          // The runner cannot perform it: not the server's answer, so skipped, with the reason.
          counts.skipped++;
          increment(skipReasons, `runner cannot perform ${verdict.why}`);
        }
      }
    }
  } finally {
    await setup.close();
    await pool.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const reasons = [...skipReasons.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`skipped by reason: ${reasons.map(([why, n]) => `${n} ${why}`).join('; ')}`);
  if (args.verbose) {
    const refused = [...refusals.entries()].sort((a, b) => b[1] - a[1]);
    for (const [why, n] of refused) console.log(`refused ${n}x ${why}`);
  }
  console.log(
    `conformance: ${counts.passed} passed, ${counts.refused} refused, ${counts.wrong} wrong, ${counts.skipped} skipped`,
  );
  return counts.wrong > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(2);
  },
);
