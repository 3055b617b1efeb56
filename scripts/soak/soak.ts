// `npm run soak`: thousands of random friend games against one server process; every game must end complete and exact.
import { hasFlag, optionValue } from '../bench/support/cli';
import { seededRandom } from '../bench/support/gamePlan';
import { watchProcess } from '../bench/support/procStats';
import { startServerProcess } from '../bench/support/serverProcess';
import { newCounters, playSoakGame } from './soakGame';

async function main(): Promise<void> {
  const quick = hasFlag('--quick');
  const games = Number(optionValue('--games') ?? (quick ? 200 : 10_000));
  const concurrency = Number(optionValue('--concurrency') ?? 150);
  const maxMinutes = Number(optionValue('--max-minutes') ?? 40);
  const seed = Number(optionValue('--seed') ?? Date.now() % 1_000_000);
  const dataDir = optionValue('--data-dir') ?? ':memory:';
  console.log(
    `soak: ${games} games, ${concurrency} at a time, seed ${seed}, at most ${maxMinutes} min, DATA_DIR ${dataDir}`,
  );

  const server = await startServerProcess('gridable', {
    env: { TRUST_PROXY: 'loopback', DATA_DIR: dataDir },
    fileLimit: 20_000,
  });
  const usage = watchProcess(server.pid, 1_000);
  const counters = newCounters();
  const failures: string[] = [];
  let next = 0;
  let completed = 0;
  const started = Date.now();
  const deadline = started + maxMinutes * 60_000;
  const progress = setInterval(() => {
    const s = (Date.now() - started) / 1000;
    console.log(
      `  ${completed}/${games} games in ${s.toFixed(0)} s (${(completed / s).toFixed(1)} games/s), ${failures.length} failures`,
    );
  }, 15_000);

  const lane = async (): Promise<void> => {
    while (next < games && Date.now() < deadline) {
      const i = next++;
      try {
        await playSoakGame(server.url, seededRandom(seed * 100_003 + i), counters);
        completed += 1;
      } catch (err) {
        failures.push(`game #${i}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, games) }, lane));
  clearInterval(progress);
  const proc = usage.stop();
  const alive =
    (await fetch(`${server.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )) && server.pid > 0;
  await server.stop(15_000);

  const seconds = (Date.now() - started) / 1000;
  const unplayed = games - completed - failures.length;
  console.log('\nsoak summary');
  console.log(
    `  games: ${completed} complete and exact, ${failures.length} failed, ${unplayed} not played (time limit)`,
  );
  console.log(
    `  moves: ${counters.moves} accepted; ${counters.duplicates} duplicate sends (one landed each), ${counters.wrongTurn} wrong-turn letters and ${counters.early} early placements refused`,
  );
  console.log(
    `  players: ${counters.socketPlayers} on Socket.IO, ${counters.restPlayers} on REST; ${counters.reconnects} reconnects mid-game`,
  );
  console.log(
    `  time: ${seconds.toFixed(0)} s, ${(completed / seconds).toFixed(1)} games/s, ${(counters.moves / seconds).toFixed(0)} moves/s; server CPU ${proc.cpuPercent.toFixed(0)}%, peak RSS ${proc.rssPeakMiB.toFixed(0)} MiB; server alive at the end: ${alive}`,
  );
  for (const f of failures.slice(0, 20)) console.log(`  FAIL ${f}`);
  process.exit(failures.length === 0 && unplayed === 0 && alive ? 0 : 1);
}

void main();
