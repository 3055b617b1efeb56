// Part 3: REST throughput and p99 with autocannon, each endpoint against a bare Express handler sending the same bytes.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { isBlindRound } from '@gridable/common/rules';
import { CACHE_DIR } from './support/bundle';
import {
  clientIp,
  inPool,
  isMain,
  optionValue,
  runAsMain,
  type PartOptions,
  type PartReport,
} from './support/cli';
import { rotatingAddress } from './support/rotatingAddress';
import { startServerProcess, type ServerProcess } from './support/serverProcess';
import { watchProcess } from './support/procStats';
import { fixed, ratio } from './support/stats';

const TARGET_SHARE_OF_BARE = 1 / 3;
const CONNECTIONS = 20;

interface Endpoint {
  name: string;
  /** Requests for one autocannon run, fresh per run (they keep state such as the daily game pool). */
  requests(server: ServerProcess): AutocannonRequest[];
}

interface Json {
  [key: string]: unknown;
}

async function call(
  url: string,
  method: string,
  body: unknown,
  ip: string,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The 23 actions of a whole daily game: odd rounds place the blind letter, even rounds choose then place; round 16 only chooses. */
function dailyActions(): string[] {
  const actions: object[] = [];
  for (let round = 1; round <= 16; round++) {
    if (!isBlindRound(round)) actions.push({ action: 'SELECT_LETTER', letter: 'E' });
    if (round < 16) actions.push({ action: 'PLACE_LETTER', cellIndex: round - 1 });
  }
  return actions.map((a) => JSON.stringify(a));
}

/** Daily games to act on; each request takes a game with no request in flight, so per-game order always holds. */
class DailyPool {
  private ready: { gameId: string; step: number }[];
  private readonly actions = dailyActions();
  private readonly address = rotatingAddress(300_000);
  exhausted = 0;
  constructor(
    gameIds: string[],
    private readonly spare: string,
  ) {
    this.ready = gameIds.map((gameId) => ({ gameId, step: 0 }));
  }
  requests(): AutocannonRequest[] {
    return [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req, context) => {
          const game = this.ready.shift();
          context.game = game;
          if (!game) this.exhausted += 1;
          // Out of fresh games: act on a finished one (a 409) rather than stall; the table shows it as non-2xx.
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': this.address() },
            path: `/api/daily-challenge-simple/${game?.gameId ?? this.spare}/action`,
            body: game
              ? asOwner(game.gameId, this.actions[game.step] ?? '{}')
              : asOwner(this.spare, this.actions[0] ?? '{}'),
          };
        },
        onResponse: (_status, _body, context) => {
          const game = context.game as { gameId: string; step: number } | undefined;
          if (!game) return;
          game.step += 1;
          if (game.step < this.actions.length) this.ready.push(game);
        },
      },
    ];
  }
}

/** Each daily game's player: the server takes actions only from them. */
const dailyOwners = new Map<string, string>();

function asOwner(gameId: string, action: string): string {
  return JSON.stringify({ ...(JSON.parse(action) as object), playerUUID: dailyOwners.get(gameId) });
}

async function createDailyGames(url: string, count: number): Promise<string[]> {
  return inPool(
    Array.from({ length: count }, (_, i) => i),
    20,
    async (i) => {
      const playerUUID = randomUUID();
      const res = await call(
        `${url}/api/daily-challenge-simple`,
        'POST',
        { playerUUID, userTimezone: 'UTC' },
        clientIp(50_000 + i),
      );
      const game = res.body.game as { gameId?: string } | undefined;
      if (res.status !== 201 || !game?.gameId)
        throw new Error(`daily create failed: ${res.status} ${JSON.stringify(res.body)}`);
      dailyOwners.set(game.gameId, playerUUID);
      return game.gameId;
    },
  );
}

/** A friend game a few rounds in, so GET /api/games/{id} returns grids with letters and words. */
async function preparedFriendGame(url: string): Promise<string> {
  const seat = (n: 1 | 2) => ({
    seat: n,
    clientId: `bench-${n}`,
    playerUUID: randomUUID(),
    ip: clientIp(1 + n),
  });
  // The creator holds seat 1 from creation; their join with requestedPlayerId 1 is the spec's rejoin.
  const creator = seat(1);
  const seats = [creator, seat(2)];
  const created = await call(
    `${url}/api/games`,
    'POST',
    { clientId: creator.clientId, playerUUID: creator.playerUUID },
    creator.ip,
  );
  if (created.status !== 201)
    throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const gameId = String(created.body.gameId);
  for (const s of seats) {
    const joined = await call(
      `${url}/api/games/${gameId}/join`,
      'POST',
      { clientId: s.clientId, playerUUID: s.playerUUID, requestedPlayerId: s.seat },
      s.ip,
    );
    if (joined.status !== 200)
      throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  const letters = 'CATS';
  for (let round = 1; round <= letters.length; round++) {
    const chooser = seats[(round - 1) % 2];
    if (!chooser) continue;
    await call(
      `${url}/api/games/${gameId}/letter`,
      'POST',
      { letter: letters[round - 1], clientId: chooser.clientId },
      chooser.ip,
    );
    for (const s of seats) {
      await call(
        `${url}/api/games/${gameId}/placement`,
        'POST',
        { playerId: s.seat, cellIndex: round - 1, clientId: s.clientId },
        s.ip,
      );
    }
  }
  return gameId;
}

async function blast(
  url: string,
  requests: AutocannonRequest[],
  duration: number,
): Promise<AutocannonResult> {
  return autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration, timeout: 10, requests });
}

export async function runRestApi({ quick }: PartOptions): Promise<PartReport> {
  const duration = Number(optionValue('--duration') ?? (quick ? 3 : 10));
  const real = await startServerProcess('gridable', { env: { TRUST_PROXY: 'loopback' } });
  let bare: ServerProcess | undefined;
  try {
    const gameId = await preparedFriendGame(real.url);
    const [spare] = await createDailyGames(real.url, 1);
    const fixtures = {
      game: (await call(`${real.url}/api/games/${gameId}`, 'GET', undefined, clientIp(9))).body,
      daily: (await call(`${real.url}/api/daily-challenge-simple/${spare}`, 'GET', undefined, clientIp(9)))
        .body,
    };
    const fixtureFile = path.join(CACHE_DIR, 'bare-fixtures.json');
    writeFileSync(fixtureFile, JSON.stringify(fixtures));
    bare = await startServerProcess('bare-express', { env: { BARE_FIXTURES: fixtureFile } });

    let wordCount = 0;
    const words = ['CAT', 'GRID', 'QZX', 'AT', 'WORD', 'XQ'];
    const wordAddress = rotatingAddress(100_000);
    const readAddress = rotatingAddress(200_000);
    let dailyPool: DailyPool | undefined;
    const endpoints: Endpoint[] = [
      {
        name: 'GET /api/games/{id}',
        requests: () => [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `/api/games/${gameId}`,
              headers: { 'x-forwarded-for': readAddress() },
            }),
          },
        ],
      },
      {
        name: 'POST /api/validate-word',
        requests: () => [
          {
            method: 'POST',
            setupRequest: (req) => {
              wordCount += 1;
              return {
                ...req,
                path: '/api/validate-word',
                headers: { 'content-type': 'application/json', 'x-forwarded-for': wordAddress() },
                body: JSON.stringify({ word: words[wordCount % words.length] }),
              };
            },
          },
        ],
      },
      {
        name: 'POST /api/daily-challenge-simple/{id}/action',
        requests: (server) => {
          if (server.kind === 'bare-express') {
            return [
              {
                method: 'POST',
                path: `/api/daily-challenge-simple/${spare}/action`,
                headers: { 'content-type': 'application/json' },
                body: asOwner(spare ?? '', dailyActions()[0] ?? '{}'),
              },
            ];
          }
          if (!dailyPool) throw new Error('daily pool not prepared');
          return dailyPool.requests();
        },
      },
    ];

    const rows: (string | number)[][] = [];
    const notes: string[] = [];
    let readRps = 0;
    for (const endpoint of endpoints) {
      if (endpoint.name.includes('daily') && !dailyPool) {
        // Enough fresh games for the run: writes are slower than the read measured just before.
        const needed = Math.min(
          20_000,
          Math.ceil((readRps * duration * 1.3) / dailyActions().length) + CONNECTIONS,
        );
        console.log(`creating ${needed} daily games for the action run...`);
        dailyPool = new DailyPool(await createDailyGames(real.url, needed), spare ?? 'DCS-NONE');
      }
      const results: Record<string, { r: AutocannonResult; cpu: number }> = {};
      for (const server of [bare, real]) {
        if (!quick) await blast(server.url, endpoint.requests(server), 2); // warm the JIT; not recorded
        if (endpoint.name.includes('daily') && server === real && !quick) {
          // The warm-up used pool games; top the pool up so the measured run starts with as many.
          dailyPool = new DailyPool(
            await createDailyGames(
              real.url,
              Math.ceil((readRps * duration * 1.3) / dailyActions().length) + CONNECTIONS,
            ),
            spare ?? 'DCS-NONE',
          );
        }
        const watch = watchProcess(server.pid);
        const r = await blast(server.url, endpoint.requests(server), duration);
        results[server.kind] = { r, cpu: watch.stop().cpuPercent };
      }
      const b = results['bare-express'];
      const g = results['gridable'];
      if (!b || !g) continue;
      if (endpoint.name.startsWith('GET')) readRps = g.r.requests.average;
      for (const [kind, { r, cpu }] of [
        ['bare Express', b],
        ['Gridable', g],
      ] as const) {
        rows.push([
          endpoint.name,
          kind,
          fixed(r.requests.average, 0),
          fixed(r.latency.p50, 1),
          fixed(r.latency.p99, 1),
          r.non2xx,
          r.errors + r.timeouts,
          fixed(cpu, 0),
        ]);
      }
      const share = g.r.requests.average / b.r.requests.average;
      rows.push([
        endpoint.name,
        '**ratio**',
        ratio(g.r.requests.average, b.r.requests.average),
        ratio(g.r.latency.p50, b.r.latency.p50),
        ratio(g.r.latency.p99, b.r.latency.p99),
        '',
        '',
        '',
      ]);
      notes.push(
        `${endpoint.name}: Gridable does ${fixed(share * 100, 0)}% of the bare handler's requests/s (target ≥ 33%): ${share >= TARGET_SHARE_OF_BARE ? 'met' : `MISSED by ${fixed((TARGET_SHARE_OF_BARE - share) * 100, 0)} points`}.`,
      );
      console.log(
        `rest ${endpoint.name}: ${fixed(g.r.requests.average, 0)} vs bare ${fixed(b.r.requests.average, 0)} req/s`,
      );
    }
    if (dailyPool?.exhausted)
      notes.push(
        `The daily pool ran out ${dailyPool.exhausted} times; those requests hit a finished game (409) and count as non-2xx.`,
      );
    return {
      tables: [
        {
          title: `REST: autocannon, ${CONNECTIONS} connections, ${duration} s per run`,
          columns: ['endpoint', 'server', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'server CPU %'],
          rows,
          notes: [
            'The bare Express baseline parses JSON the same way and replies with the exact bodies the real server sent in this run, with no validation, rate limit, rules or database.',
            'Every endpoint rotates X-Forwarded-For every 100 requests (the server trusts loopback in this run), so the per-client budgets (lookups, writes, validate-word) are spent but never refuse and each ratio measures real reads and writes; the daily action run plays real games (23 actions each), one request in flight per game.',
            ...notes,
          ],
        },
      ],
      failures: [],
    };
  } finally {
    await bare?.stop();
    await real.stop();
  }
}

if (isMain(import.meta.url)) runAsMain(runRestApi);
