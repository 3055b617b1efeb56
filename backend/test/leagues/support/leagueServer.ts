// One test file's server for leagues: a fresh database (or MONGODB_URI's) with the daily and league features
// mounted on a clock the test moves, started before the file's tests and closed after them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { gameNumberForDay, type Grid, type ScoredWord } from '@gridable/common';
import type { RunningServer } from '../../../src/startServer';
import { createDailyFeature } from '../../../src/daily/dailyFeature';
import { createLeaguesFeature, type LeaguesFeatureOptions } from '../../../src/leagues/leaguesFeature';
import { startTestServer } from '../../support/testServer';
import { createInlineDrawer } from '../../support/inlineDrawer';
import type { Listening } from '../../support/appServer';
import { mountFeatures } from '../../daily/support/featureServer';

export interface LeagueServer {
  readonly url: string;
  readonly models: RunningServer['models'];
  /** Moves the clock both features read. */
  setNow(instant: Date): void;
}

export function useLeagueServer(
  start: Date,
  options: Omit<LeaguesFeatureOptions, 'now'> = {},
  /** The mounted app's environment (e.g. TRUST_PROXY, so a test can speak from other addresses). */
  env: Record<string, string> = {},
): LeagueServer {
  let server: RunningServer | undefined;
  let mounted: Listening | undefined;
  let now = start;
  beforeAll(async () => {
    server = await startTestServer();
    mounted = await mountFeatures(
      server,
      (ctx) => [
        createDailyFeature(ctx, { now: () => now, drawer: createInlineDrawer() }),
        createLeaguesFeature(ctx, { ...options, now: () => now }),
      ],
      { env },
    );
  });
  afterAll(async () => {
    await mounted?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The league server starts in beforeAll.');
    return value;
  };
  return {
    get url() {
      return started(mounted).url;
    },
    get models() {
      return started(server).models;
    },
    setNow(instant) {
      now = instant;
    },
  };
}

export const newPlayer = (): string => randomUUID();

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  method: string,
  url: string,
  body?: unknown,
): Promise<Reply<T>> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

const GRID: Grid = [
  ['C', 'A', 'T', 'S'],
  ['A', 'R', 'E', 'A'],
  ['T', 'E', 'A', 'R'],
  ['S', 'A', 'R', 'E'],
];
const WORDS: ScoredWord[] = [
  { word: 'CATS', points: 4, direction: 'row', line: 0, start: 0, cells: [0, 1, 2, 3] },
];

/** Stores a finished (or running) daily game for `playerUUID` on `day`, as if they had played it. */
export async function storeDailyGame(
  models: RunningServer['models'],
  playerUUID: string,
  day: string,
  score: number,
  { status = 'completed', archive = false }: { status?: 'active' | 'completed'; archive?: boolean } = {},
): Promise<void> {
  const gameNumber = gameNumberForDay(day);
  await models.dailyGames.create({
    gameId: `DCS-G${gameNumber}-${randomUUID().slice(0, 12)}`,
    playerUUID,
    dailyChallengeDate: day,
    gameNumber,
    status,
    archive,
    playerScore: score,
    playerGrid: GRID,
    playerWords: WORDS,
    currentRound: status === 'completed' ? 16 : 5,
    completedRounds: status === 'completed' ? 16 : 4,
    completedAt: status === 'completed' ? new Date() : null,
  });
}
