// Home's hub read for a player with 5,000 finished friend games (half in each seat) and a few in progress, on the
// embedded database through mongoose, as the server does it. Prints one line:
// `hub read: 5000 finished games p50 X ms p95 Y ms, Z documents examined`, from the database's explain of each
// of the hub's four reads. Before the finished reads walked the { seat, status, completedAt } index, every
// Home load read all 5,000.
import { performance } from 'node:perf_hooks';
import { connectDatabase } from '../../backend/src/db/connection';
import { createModels, ensureIndexes } from '../../backend/src/db/models';
import { createHubQuery } from '../../backend/src/games/hubQuery';
import { createLogger } from '../../backend/src/logger';
import { gamesDocsExamined } from '../../backend/test/support/docsExamined';

const PLAYER = 'bench-hub-player';
const FINISHED = Number(process.env.HUB_BENCH_FINISHED ?? 5000);
const WARMUP = 20;
const SAMPLES = Number(process.env.HUB_BENCH_SAMPLES ?? 200);
const MINUTE = 60_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  const db = await connectDatabase({
    mongodbUri: undefined,
    dataDir: ':memory:',
    log: createLogger('silent'),
  });
  try {
    const models = createModels(db.connection);
    await ensureIndexes(models);
    const start = Date.UTC(2026, 0, 1);
    const docs = [];
    for (let i = 0; i < FINISHED; i++) {
      const seats =
        i % 2 ? { player1UUID: PLAYER, player2UUID: `o${i}` } : { player1UUID: `o${i}`, player2UUID: PLAYER };
      const at = new Date(start + i * MINUTE);
      docs.push({
        gameId: `F${i}`,
        ...seats,
        status: 'completed',
        currentRound: 17,
        completedAt: at,
        lastActivityAt: at,
      });
    }
    for (let i = 0; i < 6; i++)
      docs.push({
        gameId: `P${i}`,
        player1UUID: PLAYER,
        player2UUID: `q${i}`,
        status: 'active',
        lastActivityAt: new Date(),
      });
    await models.games.collection.insertMany(docs);

    const hub = createHubQuery(models);
    for (let i = 0; i < WARMUP; i++) await hub(PLAYER);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t0 = performance.now();
      await hub(PLAYER);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);

    // What the database read for one hub load: each of its reads explained.
    const { examined } = await gamesDocsExamined(models, () => hub(PLAYER));
    console.log(
      `hub read: ${FINISHED} finished games p50 ${percentile(times, 50).toFixed(2)} ms p95 ${percentile(times, 95).toFixed(2)} ms, ${examined} documents examined`,
    );
  } finally {
    await db.close();
  }
}

await main();
