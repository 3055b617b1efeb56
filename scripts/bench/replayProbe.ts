// Probe: where an SSE Last-Event-ID replay spends its time on an idle built server (headers, first
// data line, first replayed event), on games left in play; then the floor: the same requests from the
// same client to a bare Express event stream that sends one event at once. Not part of `npm run bench`.
//   npx tsx scripts/bench/replayProbe.ts --games 200 --replays 1000
import http from 'node:http';
import { TOTAL_ROUNDS } from '@gridable/common';
import { clientIp, inPool, optionValue } from './support/cli';
import { seededRandom } from './support/gamePlan';
import { startServerProcess } from './support/serverProcess';
import { percentile } from './support/stats';
import { addressesFrom, playRestGame } from './support/restGame';

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });
let ipCounter = 3_000_000;

const playerIp = addressesFrom(4_000_000);

function replayOnce(url: string, gameId: string, lastEventId: number): Promise<[number, number, number]> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let headers = 0;
    let firstData = 0;
    const req = http.get(
      `${url}/api/events?gameId=${gameId}`,
      {
        agent: keepAlive,
        headers: { 'last-event-id': String(lastEventId), 'x-forwarded-for': clientIp(++ipCounter) },
      },
      (res) => {
        headers = performance.now() - t0;
        if (res.statusCode !== 200) {
          req.destroy();
          reject(new Error(`HTTP ${res.statusCode ?? '?'}`));
          return;
        }
        res.on('end', () => reject(new Error('stream ended without an event')));
        let buf = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          firstData ||= performance.now() - t0;
          buf += chunk;
          const line = buf
            .split('\n')
            .find((l) => l.startsWith('data:') && !l.includes('CONNECTION_ESTABLISHED'));
          if (line === undefined) return;
          req.destroy();
          if (line.includes('STATE_SYNC')) reject(new Error('STATE_SYNC'));
          else resolve([headers, firstData, performance.now() - t0]);
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => reject(new Error('timed out')));
  });
}

async function main(): Promise<void> {
  const games = Number(optionValue('--games') ?? 200);
  const replays = Number(optionValue('--replays') ?? 1000);
  const server = await startServerProcess('gridable', { env: { TRUST_PROXY: 'loopback' } });
  try {
    const random = seededRandom(7);
    const ids = await inPool(
      Array.from({ length: games }, (_, i) => i + 1),
      16,
      (seed) =>
        playRestGame(server.url, seed, {
          lastRound: 2 + Math.floor(random() * (TOTAL_ROUNDS - 3)),
          clientPrefix: 'rp',
          nextIp: playerIp,
        }),
    );
    const rows: Array<[number, number, number]> = [];
    for (let i = 0; i < replays + 50; i++) {
      const id = ids[Math.floor(random() * ids.length)] as string;
      const r = await replayOnce(server.url, id, 1 + Math.floor(random() * 8));
      if (i >= 50) rows.push(r);
    }
    for (const [k, name] of [
      [0, 'headers'],
      [1, 'first data'],
      [2, 'first replayed'],
    ] as const)
      report(
        name,
        rows.map((r) => r[k]),
      );
  } finally {
    await server.stop();
  }
  const bare = await startServerProcess('bare-express');
  try {
    const floor: number[] = [];
    for (let i = 0; i < replays + 50; i++) {
      const [, , first] = await replayOnce(bare.url, 'FLOOR', 1);
      if (i >= 50) floor.push(first);
    }
    report('floor (bare Express, one event)', floor);
  } finally {
    keepAlive.destroy();
    await bare.stop();
  }
}

function report(name: string, samples: number[]): void {
  const s = [...samples].sort((a, b) => a - b);
  console.log(
    `probe ${name}: p50 ${percentile(s, 50).toFixed(2)} p90 ${percentile(s, 90).toFixed(2)} p99 ${percentile(s, 99).toFixed(2)} max ${(s.at(-1) ?? 0).toFixed(2)} ms`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
