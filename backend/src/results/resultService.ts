// Public results. A daily or friend game's result is built from the server's own finished copy of that
// game, whatever the client sends; results of games the server never saw (vs-computer, demos) are kept
// as sent, score-checked and labelled unverified. Sharing the same game again gives the same link.
import { isDeepStrictEqual } from 'node:util';
import {
  dayForGameNumber,
  dayKeyInZone,
  emptyGrid,
  gridEmoji,
  mayRevealDay,
  gameNumberForDay,
  gameNumberFromGameId,
  GameIdParam,
  isDailyGameId,
  isBotLevel,
  isDemoGameId,
  isLegacyDailyGameId,
  RESULT_MESSAGES,
  scoreGrid,
  type Grid,
  type PublicResult,
  type PublicResultRequest,
  type ResultKind,
  type ScoredWord,
} from '@gridable/common';
import { badRequest, conflict, notFound } from '../http/errors';
import type { ResultStore } from '../db/stores/resultStore';
import type { PublicResultRecord } from '../db/models';
import { KeyedQueue } from '../db/keyedQueue';
import type { FinishedGames, FinishedSide } from './finishedGames';

const SHARE_ID = /^[A-Za-z0-9]{1,64}$/;
/** Clocks disagree a little; a completion further ahead than this is made up. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** The first time zone to reach a new day: no game number is out anywhere before it starts there. */
const EARLIEST_ZONE = 'Pacific/Kiritimati';

export interface CreateResultOptions {
  /** Posted to the demo endpoint: stored as a demo whatever the body says. */
  demo: boolean;
  /** PUBLIC_URL, or the origin the request came to. */
  baseUrl: string;
}

type NewResult = Parameters<ResultStore['create']>[0];

export function createResultService(
  store: ResultStore,
  games: FinishedGames,
  now: () => Date = () => new Date(),
) {
  // Two shares of one game at once must still give one link (per node; a rare cross-node race gives two).
  const queue = new KeyedQueue();

  /** The server's own version of the result, or the checked client version for games it never saw. */
  async function build(request: PublicResultRequest, kind: ResultKind): Promise<NewResult> {
    if (kind === 'daily' || kind === 'friend') {
      const side = await finishedSide(request, kind);
      const scored = scoreGrid(side.grid);
      return {
        gameId: request.gameId,
        gameNumber: side.gameNumber,
        gameMode: kind === 'daily' ? 'daily_challenge' : 'multiplayer',
        kind,
        playerGrid: side.grid,
        playerWords: scored.words,
        playerScore: scored.total,
        completedAt: side.completedAt,
      };
    }
    const scored = scoreGrid(request.playerGrid);
    if (scored.total !== request.playerScore || !sameWords(scored.words, request.playerWords)) {
      throw badRequest(RESULT_MESSAGES.scoreMismatch);
    }
    const completedAt = new Date(request.completedAt);
    if (completedAt.getTime() > now().getTime() + CLOCK_SKEW_MS)
      throw badRequest(RESULT_MESSAGES.futureResult);
    const gameNumber = request.gameNumber ?? gameNumberFromGameId(request.gameId);
    if (gameNumber !== null && gameNumber > latestGameNumber(now()))
      throw badRequest(RESULT_MESSAGES.unknownGameNumber);
    return {
      gameId: request.gameId,
      gameNumber,
      gameMode: kind === 'demo' ? 'demo' : request.gameMode,
      kind,
      computerLevel: kind === 'computer' ? (request.computerLevel ?? null) : null,
      playerGrid: request.playerGrid,
      playerWords: scored.words,
      playerScore: scored.total,
      completedAt,
    };
  }

  async function finishedSide(request: PublicResultRequest, kind: 'daily' | 'friend'): Promise<FinishedSide> {
    const found = kind === 'daily' ? await games.daily(request.gameId) : await games.friend(request.gameId);
    if (found.found === 'no') throw notFound(RESULT_MESSAGES.gameNotFound, 'GAME_NOT_FOUND');
    if (found.found === 'unfinished') throw conflict(RESULT_MESSAGES.gameNotFinished);
    // A daily game has one side; in a friend game the sharer's grid says which seat is theirs.
    const side =
      found.sides.length === 1
        ? found.sides[0]
        : found.sides.find((s) => isDeepStrictEqual(s.grid, request.playerGrid));
    if (!side) throw badRequest(RESULT_MESSAGES.notThisGame);
    return side;
  }

  return {
    async create(request: PublicResultRequest, { demo, baseUrl }: CreateResultOptions) {
      const kind = kindOf(request, demo);
      const gameId = kind === 'friend' ? GameIdParam.parse(request.gameId) : request.gameId;
      const result = await build({ ...request, gameId }, kind);
      const stored = await queue.run(gameId, async () => {
        const earlier = (await store.findForGame(gameId)).find((r) => sameResult(r, result));
        return earlier ?? (await store.create(result));
      });
      return { shareId: stored.shareId, shareUrl: `${baseUrl.replace(/\/+$/, '')}/share/${stored.shareId}` };
    },

    /**
     * The result as `viewer` may see it: a daily result's letters and words only once they have finished
     * that day or it is over everywhere; score, emoji pattern and par always.
     */
    async find(shareId: string, viewer?: string): Promise<PublicResult> {
      const record = SHARE_ID.test(shareId) ? await store.find(shareId) : null;
      if (!record) throw notFound(RESULT_MESSAGES.notFound);
      const result = toPublicResult(record);
      const pattern = gridEmoji(result.playerGrid, result.playerWords);
      if (result.kind !== 'daily' || result.gameNumber === null)
        return { ...result, pattern, revealed: true };
      const gameNumber = result.gameNumber;
      const [par, finished] = await Promise.all([
        games.parOf(gameNumber),
        viewer === undefined ? false : games.hasFinishedDay(viewer, gameNumber),
      ]);
      const revealed = mayRevealDay(dayForGameNumber(gameNumber), finished, now());
      return revealed
        ? { ...result, pattern, par, revealed }
        : { ...result, playerGrid: emptyGrid(), playerWords: [], pattern, par, revealed };
    },
  };
}
export type ResultService = ReturnType<typeof createResultService>;

/** What the request says it is; the demo endpoint and demo ids are demos whatever else it says. */
function kindOf(request: PublicResultRequest, demo: boolean): ResultKind {
  if (demo || request.gameMode === 'demo' || request.kind === 'demo' || isDemoGameId(request.gameId))
    return 'demo';
  if (request.kind) return request.kind;
  if (isDailyGameId(request.gameId)) return 'daily';
  return request.gameMode === 'multiplayer' || isLegacyDailyGameId(request.gameId) ? 'friend' : 'daily';
}

/** The highest game number that has started anywhere on Earth. */
function latestGameNumber(at: Date): number {
  const day = dayKeyInZone(at, EARLIEST_ZONE);
  return day === null ? Number.POSITIVE_INFINITY : gameNumberForDay(day);
}

function sameResult(record: PublicResultRecord, result: NewResult): boolean {
  return (record.kind ?? null) === result.kind && isDeepStrictEqual(record.playerGrid, result.playerGrid);
}

function toPublicResult(record: PublicResultRecord): PublicResult {
  const kind = parseKind(record.kind);
  return {
    gameId: publicGameId(record.gameId),
    gameMode: record.gameMode ?? 'daily_challenge',
    gameNumber: record.gameNumber ?? null,
    playerScore: record.playerScore,
    playerGrid: record.playerGrid as Grid,
    playerWords: record.playerWords as PublicResult['playerWords'],
    completedAt: new Date(record.completedAt).toISOString(),
    ...(kind ? { kind } : {}),
    ...(kind === 'computer' && isBotLevel(record.computerLevel)
      ? { computerLevel: record.computerLevel }
      : {}),
    verified: kind === 'daily' || kind === 'friend',
  };
}

function parseKind(kind: string | null | undefined): ResultKind | undefined {
  return kind === 'daily' || kind === 'friend' || kind === 'computer' || kind === 'demo' ? kind : undefined;
}

// Redacted: a daily game id is its bearer credential, so a shared page shows only the game-number part.
function publicGameId(gameId: string): string {
  if (!isDailyGameId(gameId) && !isLegacyDailyGameId(gameId)) return gameId;
  const gameNumber = gameNumberFromGameId(gameId);
  const prefix = isDailyGameId(gameId) ? 'DCS' : 'DC';
  return gameNumber === null ? prefix : `${prefix}-G${gameNumber}`;
}

function wordKey(word: ScoredWord): string {
  return JSON.stringify([word.word, word.points, word.direction, word.line, word.start, word.cells]);
}

/** The same scored words, in any order. */
function sameWords(expected: readonly ScoredWord[], given: readonly ScoredWord[]): boolean {
  return isDeepStrictEqual(expected.map(wordKey).sort(), given.map(wordKey).sort());
}
