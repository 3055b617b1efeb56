// `npm run bench:footprint`: what a small deployment on the embedded database holds per completed game.
// Plays N whole friend games over REST against the built server with a fresh DATA_DIR, then prints
//   footprint: <n> games, rss <MiB> MiB (<KiB> KiB/game), disk <MiB> MiB (<KiB> KiB/game), replay p99 <ms> ms, restart <s> s
// rss is the server's resident memory after the games; KiB/game is its growth over the idle server's.
// disk is DATA_DIR after a clean stop. replay is SSE Last-Event-ID catch-up, request to first replayed
// event, on 200 more games left in play (a finished game keeps no log: its late clients get STATE_SYNC).
// stderr adds the marginal cost (RSS growth per game over the second half of the games) and the RSS
// once the server has been quiet 33 s (V8 returns its post-burst heap by then). restart is spawn to
// listening (/healthz answering) on the same DATA_DIR.
// `--restart-games 100000` then grows the directory to that many games by direct insert (clones of the
// games just played, every collection in the same proportion, minus what a TTL drops within the hour),
// times a restart over it, and times small writes while the journal compacts behind them.
//   npm run bench:footprint -- --games 5000 --concurrency 32 --restart-games 100000
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { TOTAL_ROUNDS } from '@gridable/common';
import { MongoClient, ObjectId, type Document } from 'mongodb';
import { startEmbeddedMongo } from '@gridable/embedded-db';
import { clientIp, inPool, optionValue } from './support/cli';
import { seededRandom } from './support/gamePlan';
import { sampleProcess } from './support/procStats';
import { startServerProcess, type ServerProcess } from './support/serverProcess';
import { percentile } from './support/stats';
import { addressesFrom, playRestGame } from './support/restGame';

const MiB = 2 ** 20;
const KiB = 2 ** 10;
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });
let ipCounter = 2_000_000;
/** Players' addresses; the replay requests count up from their own base below. */
const playerIp = addressesFrom(1_000_000);

/** A friend game over REST, both seats, every round (or up to `lastRound`, left in play); returns its id. */
function playGame(url: string, seed: number, lastRound?: number): Promise<string> {
  return playRestGame(url, seed, { lastRound, clientPrefix: 'fp', nextIp: playerIp });
}

/**
 * Milliseconds from sending an SSE request with Last-Event-ID to receiving the first replayed event; a
 * STATE_SYNC in its place is an error (the log could not answer, so nothing was replayed). Each request comes from its own client address, as reconnecting players do,
 * so per-client stream budgets do not throttle the measurement.
 */
function replayOnce(url: string, gameId: string, lastEventId: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let settled = false;
    const finish = (outcome: number | Error): void => {
      if (settled) return;
      settled = true;
      req.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const headers = {
      'last-event-id': String(lastEventId),
      accept: 'text/event-stream',
      'x-forwarded-for': clientIp(++ipCounter),
    };
    const req = http.get(`${url}/api/events?gameId=${gameId}`, { agent: keepAlive, headers }, (res) => {
      if (res.statusCode !== 200) {
        finish(new Error(`replay of ${gameId}: HTTP ${res.statusCode ?? '?'}`));
        return;
      }
      let buffered = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        const first = buffered
          .split('\n')
          .find((line) => line.startsWith('data:') && !line.includes('"CONNECTION_ESTABLISHED"'));
        if (first === undefined) return;
        if (first.includes('"STATE_SYNC"'))
          finish(new Error(`replay of ${gameId} after ${lastEventId}: STATE_SYNC instead of events`));
        else finish(performance.now() - started);
      });
      res.on('end', () => finish(new Error(`replay of ${gameId}: stream ended without an event`)));
    });
    req.on('error', (err) => finish(err));
    req.setTimeout(10_000, () => finish(new Error(`replay of ${gameId} timed out`)));
  });
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : fs.statSync(full).size;
  }
  return total;
}

async function settledRss(pid: number): Promise<number> {
  // Let timers, batched writes and a GC or two run before reading.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return sampleProcess(pid).rssBytes;
}

async function timedStart(dataDir: string): Promise<{ server: ServerProcess; seconds: number }> {
  const started = performance.now();
  const server = await startServerProcess('gridable', {
    env: { TRUST_PROXY: 'loopback', DATA_DIR: dataDir },
    readyTimeoutMs: 120_000,
  });
  return { server, seconds: (performance.now() - started) / 1000 };
}

/**
 * Grows DATA_DIR to `target` games by cloning the played ones in every collection (a game's documents
 * are those naming its id), each clone with a fresh id and _id, through the embedded database itself.
 */
async function insertClones(dataDir: string, playedIds: string[], target: number): Promise<number> {
  const mongo = await startEmbeddedMongo({ dataDir });
  const client = await MongoClient.connect(`${mongo.uri}gridable`, { serverSelectionTimeoutMS: 5000 });
  try {
    const db = client.db();
    const played = new Set(playedIds);
    const byGame = new Map<string, Array<{ coll: string; doc: Document }>>();
    // What a month-old deployment holds: documents a TTL index drops within the hour are not cloned.
    const soon = Date.now() + 3_600_000;
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      const ttl = (await db.collection(name).indexes()).filter(
        (ix) => typeof ix.expireAfterSeconds === 'number',
      );
      const transient = (doc: Document): boolean =>
        ttl.some((ix) => {
          const at: unknown = doc[Object.keys(ix.key)[0] ?? ''];
          return at instanceof Date && at.getTime() + Number(ix.expireAfterSeconds) * 1000 < soon;
        });
      for await (const doc of db.collection(name).find({ gameId: { $in: playedIds } })) {
        const gameId = String(doc['gameId']);
        if (!played.has(gameId) || transient(doc)) continue;
        const list = byGame.get(gameId) ?? [];
        list.push({ coll: name, doc });
        byGame.set(gameId, list);
      }
    }
    const templates = [...byGame.values()];
    let made = playedIds.length;
    const batch = new Map<string, Document[]>();
    const flush = async (): Promise<void> => {
      for (const [coll, docs] of batch)
        if (docs.length) await db.collection(coll).insertMany(docs, { ordered: false });
      batch.clear();
    };
    for (let i = 0; made < target; i++, made++) {
      const template = templates[i % templates.length] ?? [];
      const cloneId = `C${made.toString(36).toUpperCase().padStart(7, '0')}`;
      for (const { coll, doc } of template) {
        const copy: Document = { ...doc, _id: new ObjectId(), gameId: cloneId };
        const list = batch.get(coll) ?? [];
        list.push(copy);
        batch.set(coll, list);
      }
      if (i % 500 === 499) await flush();
    }
    await flush();
    return made;
  } finally {
    await client.close();
    await mongo.close();
  }
}

/**
 * Sequential small writes while the journal passes its compaction threshold, so a snapshot of the whole
 * directory is written under them: the slowest write says how long compaction held the database.
 */
async function writesThroughCompaction(
  dataDir: string,
  gameIds: string[],
): Promise<{ writes: number; compactions: number; maxMs: number; p99Ms: number }> {
  const mongo = await startEmbeddedMongo({ dataDir });
  const client = await MongoClient.connect(`${mongo.uri}gridable`, { serverSelectionTimeoutMS: 5000 });
  const snapshotAt = (): number => fs.statSync(path.join(dataDir, 'snapshot.bson')).mtimeMs;
  try {
    const games = client.db().collection('games');
    const firstSnapshot = snapshotAt();
    let lastSnapshot = firstSnapshot;
    let compactions = 0;
    const latencies: number[] = [];
    const padding = 'x'.repeat(1500);
    const random = seededRandom(11);
    // Until two snapshots have been written behind the writes (or a bound on the work).
    for (let i = 0; compactions < 2 && i < 60_000; i++) {
      const gameId = gameIds[Math.floor(random() * gameIds.length)] as string;
      const started = performance.now();
      await games.updateOne({ gameId }, { $set: { benchNote: `${padding}${i}` } });
      latencies.push(performance.now() - started);
      if (i % 200 === 0 && snapshotAt() !== lastSnapshot) {
        lastSnapshot = snapshotAt();
        compactions++;
      }
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      writes: latencies.length,
      compactions,
      maxMs: sorted[sorted.length - 1] ?? Number.NaN,
      p99Ms: percentile(sorted, 99),
    };
  } finally {
    await client.close();
    await mongo.close();
  }
}

async function main(): Promise<void> {
  const games = Number(optionValue('--games') ?? 5000);
  const concurrency = Number(optionValue('--concurrency') ?? 32);
  const replays = Number(optionValue('--replays') ?? 500);
  const restartGames = Number(optionValue('--restart-games') ?? 0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gridable-footprint-'));
  try {
    const first = await timedStart(dataDir);
    let { server } = first;
    const idleRss = await settledRss(server.pid);
    const seeds = Array.from({ length: games }, (_, i) => i + 1);
    const started = performance.now();
    let done = 0;
    const progress = setInterval(
      () => console.error(`  ${done}/${games} games, ${((performance.now() - started) / 1000).toFixed(0)} s`),
      15_000,
    );
    let halfwayRss = 0;
    const ids = await inPool(seeds, concurrency, async (seed) => {
      const id = await playGame(server.url, seed);
      done++;
      if (done === Math.floor(games / 2)) halfwayRss = sampleProcess(server.pid).rssBytes;
      return id;
    });
    clearInterval(progress);
    const slope = (sampleProcess(server.pid).rssBytes - halfwayRss) / (games - Math.floor(games / 2));
    const playSeconds = (performance.now() - started) / 1000;
    const rss = await settledRss(server.pid);
    // Most of that is garbage and heap headroom V8 keeps after a burst and gives back once the process
    // has been quiet a while (its memory reducer): reported beside the headline, which stays as defined.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const quietRss = sampleProcess(server.pid).rssBytes;

    // Replay: a finished game keeps no log (a late client gets its final state), so catch-up is timed on
    // games still in play, stopped at a random round among the finished ones, from a random point in each
    // one's history, as a reconnecting client would have. The events come from the log, not a sync.
    const random = seededRandom(7);
    const inPlay = await inPool(
      Array.from({ length: Math.min(200, games) }, (_, i) => games + 1 + i),
      concurrency,
      (seed) => playGame(server.url, seed, 2 + Math.floor(random() * (TOTAL_ROUNDS - 3))),
    );
    const latencies: number[] = [];
    for (let i = 0; i < replays + 20; i++) {
      const gameId = inPlay[Math.floor(random() * inPlay.length)] as string;
      const ms = await replayOnce(server.url, gameId, 1 + Math.floor(random() * 8));
      if (i >= 20) latencies.push(ms); // the first few warm the connection pool and the JIT
    }
    await server.stop(60_000);
    const disk = directoryBytes(dataDir);

    const restart = await timedStart(dataDir);
    server = restart.server;
    await server.stop(60_000);

    const mib = (bytes: number): string => (bytes / MiB).toFixed(1);
    const perGame = (bytes: number): string => (bytes / KiB / games).toFixed(1);
    console.error(
      `  played in ${playSeconds.toFixed(0)} s (${(games / playSeconds).toFixed(1)} games/s); idle server rss ${mib(idleRss)} MiB; start on the empty directory ${first.seconds.toFixed(2)} s; marginal rss ${(slope / KiB).toFixed(1)} KiB/game (growth over the second half of the games); rss after 33 s quiet ${mib(quietRss)} MiB (${perGame(quietRss - idleRss)} KiB/game)`,
    );
    console.log(
      `footprint: ${games} games, rss ${mib(rss)} MiB (${perGame(rss - idleRss)} KiB/game), disk ${mib(disk)} MiB (${perGame(disk)} KiB/game), replay p99 ${percentile(
        [...latencies].sort((a, b) => a - b),
        99,
      ).toFixed(2)} ms, restart ${restart.seconds.toFixed(2)} s`,
    );

    if (restartGames > games) {
      const total = await insertClones(dataDir, ids, restartGames);
      const bigDisk = directoryBytes(dataDir);
      const big = await timedStart(dataDir);
      const bigRss = sampleProcess(big.server.pid).rssBytes;
      await big.server.stop(120_000);
      console.log(
        `footprint restart: ${total} games (${games} played, the rest by direct insert), disk ${mib(bigDisk)} MiB, rss after start ${mib(bigRss)} MiB, restart ${big.seconds.toFixed(2)} s`,
      );
      const compaction = await writesThroughCompaction(dataDir, ids);
      console.log(
        `footprint compaction: ${compaction.writes} writes across ${compaction.compactions} background snapshots of ${total} games, write max ${compaction.maxMs.toFixed(1)} ms, p99 ${compaction.p99Ms.toFixed(2)} ms`,
      );
    }
  } finally {
    keepAlive.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
