// `npm run chaos`: the attacks and failures of issue 18 against the built server, on loopback only, each
// bounded in time and count. One line per check, `chaos <name>: pass|fail <figures>`, then the tally.
//   npm run chaos                       every check, the soak at its default 10,000 games
//   npm run chaos -- --only enumeration,forged-results
//   npm run chaos -- --soak-games 500   a shorter soak
//   npm run chaos -- --skip soak
import { execFileSync } from 'node:child_process';
import { optionValue } from '../bench/support/cli';
import { addresses, dailyFlood, enumeration, forgedResults } from './abuseChecks';
import { listenerFlood, oneAddressFlood, replayFlood } from './floodChecks';
import { diskFull, killNine, soak } from './failureChecks';
import { failover } from './failoverCheck';
import { socketJunkFlood } from './junkFloodCheck';
import { sseLockout } from './sseLockoutCheck';
import { highScoreFarming } from './highScoreFarmingCheck';
import {
  journalAltered,
  journalHeaderless,
  snapshotRemoved,
  tornTail,
  unauthenticatedDb,
} from './storageChecks';
import type { Check } from './support';

const soakGames = optionValue('--soak-games');

const CHECKS: Record<string, Check> = {
  enumeration,
  addresses,
  'forged-results': forgedResults,
  'highscore-farming': highScoreFarming,
  'daily-creation-flood': dailyFlood,
  'one-address-flood': oneAddressFlood,
  'replay-flood': replayFlood,
  'listener-flood': listenerFlood,
  'socket-junk-flood': socketJunkFlood,
  'sse-lockout': sseLockout,
  'kill-9': () => killNine(5),
  failover,
  'disk-full': diskFull,
  'snapshot-removed': snapshotRemoved,
  'journal-altered': journalAltered,
  'journal-headerless': journalHeaderless,
  'torn-tail': tornTail,
  'unauthenticated-db': unauthenticatedDb,
  soak: () => soak(soakGames ? Number(soakGames) : undefined),
};

function selected(): string[] {
  const only = optionValue('--only')
    ?.split(',')
    .map((s) => s.trim());
  const skip = new Set(
    optionValue('--skip')
      ?.split(',')
      .map((s) => s.trim()) ?? [],
  );
  const names = only ?? Object.keys(CHECKS);
  const unknown = names.filter((n) => !(n in CHECKS));
  if (unknown.length > 0)
    throw new Error(`unknown check(s): ${unknown.join(', ')}; known: ${Object.keys(CHECKS).join(', ')}`);
  return names.filter((n) => !skip.has(n));
}

async function main(): Promise<void> {
  // The flood opens 20,000 connections from this process; the servers raise their own limit.
  const fileLimit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (fileLimit < 4_096)
    console.log(`chaos: open-file limit is ${fileLimit}; run under 'ulimit -n 20000' for the flood checks`);
  let passed = 0;
  let failed = 0;
  for (const name of selected()) {
    const check = CHECKS[name];
    if (!check) continue;
    const started = Date.now();
    try {
      const result = await check();
      if (result.pass) passed += 1;
      else failed += 1;
      console.log(
        `chaos ${result.name}: ${result.pass ? 'pass' : 'fail'} ${result.figures} [${((Date.now() - started) / 1000).toFixed(0)} s]`,
      );
    } catch (err) {
      failed += 1;
      console.log(
        `chaos ${name}: fail crashed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
      );
    }
  }
  console.log(`chaos: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
