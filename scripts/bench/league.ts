// A 50-member league page: the server time of GET /api/leagues/{id} for a member, on a league whose members have
// weeks of daily history (some with streaks long enough to need the second, older read). Prints one line:
// `league: 50 members page p95 X ms`, the server time its Server-Timing header reports. The target is 20 ms.
// The line also gives the process's CPU time per page, which a loaded machine inflates far less than wall time.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addDays, dayKeyInZone, gameNumberForDay, type Grid } from '@gridable/common';
import { startInProcessServer } from './support/inProcessServer';

const MEMBERS = 50;
const HISTORY_DAYS = 60;
const LONG_STREAK_MEMBERS = 10;
const LONG_STREAK_DAYS = 200;
const WARMUP = 30;
const SAMPLES = Number(process.env.LEAGUE_BENCH_SAMPLES ?? 300);
const TARGET_MS = 20;

const GRID: Grid = [
  ['C', 'A', 'T', 'S'],
  ['A', 'R', 'E', 'A'],
  ['T', 'E', 'A', 'R'],
  ['S', 'A', 'R', 'E'],
];

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const say = (s: string) => process.env.LEAGUE_BENCH_DEBUG && console.error(new Date().toISOString(), s);

async function main(): Promise<void> {
  const server = await startInProcessServer('/nonexistent');
  say('server up');
  try {
    const players = Array.from({ length: MEMBERS }, () => randomUUID());
    const [creator, ...others] = players as [string, ...string[]];
    const { leagueId } = (await post(`${server.url}/api/leagues`, {
      name: 'Bench League',
      nickname: 'Player 0',
      playerUUID: creator,
    })) as { leagueId: string };
    for (const [i, playerUUID] of others.entries())
      await post(`${server.url}/api/leagues/${leagueId}/members`, {
        nickname: `Player ${i + 1}`,
        playerUUID,
      });

    say('joined');
    const today = dayKeyInZone(new Date(), 'UTC') ?? new Date().toISOString().slice(0, 10);
    const games = players.flatMap((playerUUID, i) => {
      const days = i < LONG_STREAK_MEMBERS ? LONG_STREAK_DAYS : HISTORY_DAYS;
      return Array.from({ length: days }, (_, back) => {
        const day = addDays(today, -back);
        const gameNumber = gameNumberForDay(day);
        return {
          gameId: `DCS-G${gameNumber}-${randomUUID().slice(0, 12)}`,
          playerUUID,
          dailyChallengeDate: day,
          gameNumber,
          status: back === 0 && i % 3 === 0 ? 'active' : 'completed',
          playerScore: (i + back) % 33,
          playerGrid: GRID,
          playerWords: [],
          completedRounds: 16,
          currentRound: 16,
        };
      });
    });
    await server.models.dailyGames.insertMany(games);

    say('seeded');
    const viewer = players[7] as string;
    const url = `${server.url}/api/leagues/${leagueId}?playerUUID=${viewer}`;
    const times: number[] = [];
    const roundTrips: number[] = [];
    let cpuFrom = process.cpuUsage();
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      if (i === WARMUP) cpuFrom = process.cpuUsage();
      const started = performance.now();
      const res = await fetch(url);
      const body = (await res.json()) as { isMember?: boolean; today?: { rows: unknown[] } };
      const elapsed = performance.now() - started;
      if (!res.ok || !body.isMember || body.today?.rows.length !== MEMBERS)
        throw new Error('unexpected league page');
      const serverTime = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
      if (i >= WARMUP) {
        times.push(serverTime);
        roundTrips.push(elapsed);
      }
    }
    // CPU time barely depends on what else the machine runs, unlike wall time: the figure to compare under load.
    // It is the whole process (the client's fetch too), so an upper bound on the server's CPU per page.
    const cpu = process.cpuUsage(cpuFrom);
    const cpuPerPageMs = (cpu.user + cpu.system) / 1000 / SAMPLES;
    times.sort((a, b) => a - b);
    roundTrips.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `league: ${MEMBERS} members page p95 ${p95.toFixed(1)} ms` +
        ` (p50 ${percentile(times, 50).toFixed(1)} ms; round trip p95 ${percentile(roundTrips, 95).toFixed(1)} ms;` +
        ` CPU per page ${cpuPerPageMs.toFixed(1)} ms;` +
        ` ${SAMPLES} requests, ${games.length} daily games,` +
        ` target ${TARGET_MS} ms)`,
    );
    if (p95 > TARGET_MS) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

await main();
