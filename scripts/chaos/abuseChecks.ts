// Abuse by requests: guessing codes, spoofed and proxied addresses, forged results, daily-creation floods.
import { randomUUID } from 'node:crypto';
import { scoreGrid, type Grid } from '@gridable/common';
import { startServerProcess } from '../bench/support/serverProcess';
import { requestFrom, startReverseProxy } from '../../backend/test/abuse/support/reverseProxy';
import { freshIp, playRestGame, request, type CheckResult } from './support';

/** One client guesses 200 codes as fast as it can: how many get an answer (404) rather than 429? */
export async function enumeration(): Promise<CheckResult> {
  const server = await startServerProcess('gridable', { env: { TRUST_PROXY: 'loopback' } });
  try {
    const ip = freshIp();
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      statuses.push((await request(`${server.url}/api/games/Z${String(1000 + i).slice(-4)}`, { ip })).status);
    }
    const seconds = (Date.now() - started) / 1000;
    const answered = statuses.filter((s) => s === 404).length;
    const refused = statuses.filter((s) => s === 429).length;
    const errors = statuses.filter((s) => s >= 500 || s === 0).length;
    return {
      name: 'enumeration',
      pass: answered <= 60 && refused === 200 - answered && errors === 0,
      figures: `misses answered ${answered}/200 in ${seconds.toFixed(1)} s (target <= 60 a minute), refused ${refused}, 5xx ${errors}`,
    };
  } finally {
    await server.stop();
  }
}

/** Behind one proxy hop (TRUST_PROXY=1): rotating X-Forwarded-For buys no creations, a second machine keeps its own. */
export async function addresses(): Promise<CheckResult> {
  const server = await startServerProcess('gridable', { env: { TRUST_PROXY: '1' } });
  const proxy = await startReverseProxy(server.url);
  try {
    let spoofedAccepted = 0;
    for (let i = 0; i < 100; i++) {
      const reply = await requestFrom('127.0.0.2', `${proxy.url}/api/games`, {
        method: 'POST',
        body: {},
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      if (reply.status === 201) spoofedAccepted += 1;
    }
    const other = await requestFrom('127.0.0.3', `${proxy.url}/api/games`, { method: 'POST', body: {} });
    // A hop count trusts whoever connects directly, so the app must be reachable only through the proxy
    // (compose publishes nginx alone); what is checked here is the path every real client takes.
    return {
      name: 'addresses',
      pass: spoofedAccepted <= 30 && other.status === 201,
      figures: `proxied+spoofed creates accepted ${spoofedAccepted}/100 (budget 30), second machine behind the proxy ${other.status}`,
    };
  } finally {
    await proxy.close();
    await server.stop();
  }
}

const GRID: Grid = [
  ['C', 'A', 'T', 'S'],
  ['A', 'R', 'E', 'A'],
  ['T', 'E', 'A', 'R'],
  ['S', 'A', 'R', 'S'],
];

/** Results for days, games and numbers that do not exist, unfinished games and other people's grids: none accepted. */
export async function forgedResults(): Promise<CheckResult> {
  const server = await startServerProcess('gridable', { env: { TRUST_PROXY: 'loopback' } });
  try {
    const { total, words } = scoreGrid(GRID);
    const base = {
      playerGrid: GRID,
      playerWords: words,
      playerScore: total,
      completedAt: new Date().toISOString(),
    };
    const friend = await playRestGame(server.url, 11);
    const unfinished = await request(`${server.url}/api/games`, { method: 'POST', ip: freshIp(), body: {} });
    const dailyStart = await request(`${server.url}/api/daily-challenge-simple`, {
      method: 'POST',
      ip: freshIp(),
      body: { playerUUID: randomUUID(), userTimezone: 'UTC' },
    });
    const dailyId = (dailyStart.body as { game?: { gameId: string } }).game?.gameId ?? 'DCS-G1-missing';
    const forgeries: Record<string, unknown>[] = [
      { ...base, gameId: 'DCS-G9999-abcdefghijkm', gameNumber: 9999, gameMode: 'daily_challenge' },
      { ...base, gameId: 'DCS-G42-abcdefghijkm', gameNumber: 42, gameMode: 'daily_challenge' },
      { ...base, gameId: dailyId, gameMode: 'daily_challenge' },
      {
        ...base,
        gameId: (unfinished.body as { gameId: string }).gameId,
        gameMode: 'multiplayer',
        kind: 'friend',
      },
      { ...base, gameId: friend.gameId, gameMode: 'multiplayer', kind: 'friend' },
      { ...base, gameId: 'bot-1', kind: 'computer', gameNumber: 9999 },
      {
        ...base,
        gameId: 'bot-2',
        kind: 'computer',
        completedAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      { ...base, gameId: 'bot-3', kind: 'computer', playerScore: 32 },
    ];
    let accepted = 0;
    let serverErrors = 0;
    for (const forged of forgeries) {
      const reply = await request(`${server.url}/api/public-results`, {
        method: 'POST',
        ip: freshIp(),
        body: forged,
      });
      if (reply.status === 201) accepted += 1;
      if (reply.status >= 500) serverErrors += 1;
    }
    return {
      name: 'forged-results',
      pass: accepted === 0 && serverErrors === 0,
      figures: `forged results accepted ${accepted}/${forgeries.length}, 5xx ${serverErrors}`,
    };
  } finally {
    await server.stop();
  }
}

/** One client starting daily games with a fresh UUID each time: how many attempts at the day does it get? */
export async function dailyFlood(): Promise<CheckResult> {
  const server = await startServerProcess('gridable', { env: { TRUST_PROXY: 'loopback' } });
  try {
    const ip = freshIp();
    let created = 0;
    let refused = 0;
    const started = Date.now();
    for (let i = 0; i < 1_000; i++) {
      const reply = await request(`${server.url}/api/daily-challenge-simple`, {
        method: 'POST',
        ip,
        body: { playerUUID: randomUUID(), userTimezone: 'UTC' },
      });
      if (reply.status === 201) created += 1;
      if (reply.status === 429) refused += 1;
    }
    return {
      name: 'daily-creation-flood',
      pass: created <= 30 && refused === 1_000 - created,
      figures: `daily games created ${created}/1000 from one client in ${((Date.now() - started) / 1000).toFixed(1)} s, refused ${refused}`,
    };
  } finally {
    await server.stop();
  }
}
