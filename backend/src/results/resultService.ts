// Public results. A daily or friend game's result is built from the server's own finished copy of that
// game, whatever the client sends; results of games the server never saw (vs-computer, demos) are kept
// as sent, score-checked and labelled unverified. Sharing the same game again gives the same link. A daily or
// friend result shared from its review carries the server's own review of the game, never the client's numbers.
import { isDeepStrictEqual } from 'node:util';
import {
  DAILY_LAUNCH_DAY,
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
  type ResultReview,
  type ResultKind,
  type ScoredWord,
} from '@gridable/common';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import type { ResultStore } from '../db/stores/resultStore';
import type { PublicResultRecord } from '../db/models';
import { KeyedQueue } from '../db/keyedQueue';
import type { FinishedGames, FinishedSide } from './finishedGames';
import type { ReviewSummaries } from '../review/reviewSummaries';
import type { ReadGame } from '../review/reviewMoves';

const SHARE_ID = /^[A-Za-z0-9]{1,64}$/;
/** Clocks disagree a little; a completion further ahead than this is made up. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** The first time zone to reach a new day: no game number is out anywhere before it starts there. */
const EARLIEST_ZONE = 'Pacific/Kiritimati';
/** No Gridable game of any kind was played before launch day began in the earliest zone (UTC+14). */
const FIRST_POSSIBLE_COMPLETION_MS = Date.parse(`${DAILY_LAUNCH_DAY}T00:00:00+14:00`);

export interface CreateResultOptions {
  /** Posted to the demo endpoint: stored as a demo whatever the body says. */
  demo: boolean;
  /** The origin the link names (shareLinkBase.ts), or '' for a site-relative link. */
  baseUrl: string;
}

type NewResult = Parameters<ResultStore['create']>[0];

export function createResultService(
  store: ResultStore,
  games: FinishedGames,
  reviews: ReviewSummaries,
  now: () => Date = () => new Date(),
) {
  // Two shares of one game at once must still give one link (per node; a rare cross-node race gives two).
  const queue = new KeyedQueue();

  /** The server's own version of the result, or the checked client version for games it never saw. */
  async function build(
    request: PublicResultRequest,
    kind: ResultKind,
  ): Promise<{ result: NewResult; read?: ReadGame }> {
    if (kind === 'daily' || kind === 'friend') {
      const { side, read } = await finishedSide(request, kind);
      const scored = scoreGrid(side.grid);
      const result: NewResult = {
        gameId: request.gameId,
        gameNumber: side.gameNumber,
        gameMode: kind === 'daily' ? 'daily_challenge' : 'multiplayer',
        kind,
        playerGrid: side.grid,
        playerWords: scored.words,
        playerScore: scored.total,
        completedAt: side.completedAt,
      };
      return { result, read };
    }
    const scored = scoreGrid(request.playerGrid);
    if (scored.total !== request.playerScore || !sameWords(scored.words, request.playerWords)) {
      throw badRequest(RESULT_MESSAGES.scoreMismatch, 'INVALID_INPUT');
    }
    const completedAt = new Date(request.completedAt);
    if (completedAt.getTime() > now().getTime() + CLOCK_SKEW_MS)
      throw badRequest(RESULT_MESSAGES.futureResult, 'INVALID_INPUT');
    if (completedAt.getTime() < FIRST_POSSIBLE_COMPLETION_MS)
      throw badRequest(RESULT_MESSAGES.tooEarlyResult, 'INVALID_INPUT');
    const gameNumber = request.gameNumber ?? gameNumberFromGameId(request.gameId);
    if (gameNumber !== null && gameNumber > latestGameNumber(now()))
      throw badRequest(RESULT_MESSAGES.unknownGameNumber, 'INVALID_INPUT');
    const result: NewResult = {
      gameId: request.gameId,
      // A game the server never saw carries no daily number or mode: it could claim any day's title.
      gameNumber: null,
      gameMode: kind === 'demo' ? 'demo' : UNVERIFIED_MODE,
      kind,
      computerLevel: kind === 'computer' ? (request.computerLevel ?? null) : null,
      playerGrid: request.playerGrid,
      playerWords: scored.words,
      playerScore: scored.total,
      completedAt,
    };
    return { result };
  }

  /** The sharer's side of the finished game, and the game as read, for its review without a second read. */
  async function finishedSide(
    request: PublicResultRequest,
    kind: 'daily' | 'friend',
  ): Promise<{ side: FinishedSide; read: ReadGame }> {
    const found = kind === 'daily' ? await games.daily(request.gameId) : await games.friend(request.gameId);
    if (found.found === 'no') throw notFound(RESULT_MESSAGES.gameNotFound, 'GAME_NOT_FOUND');
    if (found.found === 'unfinished') throw conflict(RESULT_MESSAGES.gameNotFinished, 'GAME_NOT_FINISHED');
    // A daily game has one side; in a friend game the sharer's grid says which seat is theirs.
    const side =
      found.sides.length === 1
        ? found.sides[0]
        : found.sides.find((s) => isDeepStrictEqual(s.grid, request.playerGrid));
    if (!side) throw badRequest(RESULT_MESSAGES.notThisGame, 'INVALID_INPUT');
    // The grid of a shared result is public, so it proves nothing about who asks: a review's line is the
    // player's word on their own game, and anyone else could set "Skill 3" on it.
    if (request.review && (side.playerUUID === null || request.playerUUID !== side.playerUUID))
      throw forbidden(RESULT_MESSAGES.reviewNotYours, 'NOT_YOUR_REVIEW');
    return { side, read: found.read };
  }

  return {
    async create(request: PublicResultRequest, { demo, baseUrl }: CreateResultOptions) {
      const kind = kindOf(request, demo);
      const gameId = kind === 'friend' ? GameIdParam.parse(request.gameId) : request.gameId;
      const sharerUUID = request.playerUUID ?? null;
      const { result: built, read } = await build({ ...request, gameId }, kind);
      // A claimed review line only asks for the line: on a game the server has, build() proved the sharer is
      // its player, and the numbers are the server's own review of their moves (null when it has none).
      const review =
        request.review && sharerUUID !== null && read
          ? await reviews.of(gameId, sharerUUID, read)
          : (request.review ?? null);
      const result = { ...built, review, sharerUUID };
      // A daily or friend game's player was proven in build(); a computer game's result, whose grid and id
      // anyone may copy from its page, changes its line only for whoever first shared it.
      const mayAmend = (r: PublicResultRecord) =>
        kind === 'daily' || kind === 'friend' || (sharerUUID !== null && r.sharerUUID === sharerUUID);
      const stored = await queue.run(gameId, async () => {
        const earlier = (await store.findForGame(gameId)).find(
          (r) => sameResult(r, result) && (review === null || mayAmend(r)),
        );
        if (!earlier) return store.create(result);
        // The same game shared again from its review keeps its link and gains the review's line.
        if (review && !isDeepStrictEqual(earlier.review, review))
          await store.setReview(earlier.shareId, review);
        return earlier;
      });
      return { shareId: stored.shareId, shareUrl: `${baseUrl.replace(/\/+$/, '')}/share/${stored.shareId}` };
    },

    /**
     * The result as `viewer` may see it: a daily result's letters and words only once they have finished
     * that day or it is over everywhere; score, emoji pattern and par always.
     */
    async find(shareId: string, viewer?: string): Promise<PublicResult> {
      const record = SHARE_ID.test(shareId) ? await store.find(shareId) : null;
      if (!record) throw notFound(RESULT_MESSAGES.notFound, 'RESULT_NOT_FOUND');
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

/** The mode an unverified, non-demo result is stored and shown under (never 'daily_challenge'). */
const UNVERIFIED_MODE = 'computer';

function toPublicResult(record: PublicResultRecord): PublicResult {
  const kind = parseKind(record.kind);
  const verified = kind === 'daily' || kind === 'friend';
  // Results stored before unverified ones lost their number still have it: it is not shown either.
  const gameMode = record.gameMode ?? 'daily_challenge';
  return {
    gameId: publicGameId(record.gameId),
    gameMode: verified || gameMode !== 'daily_challenge' ? gameMode : UNVERIFIED_MODE,
    gameNumber: verified ? (record.gameNumber ?? null) : null,
    playerScore: record.playerScore,
    playerGrid: record.playerGrid as Grid,
    playerWords: record.playerWords as PublicResult['playerWords'],
    completedAt: new Date(record.completedAt).toISOString(),
    ...(kind ? { kind } : {}),
    ...(kind === 'computer' && isBotLevel(record.computerLevel)
      ? { computerLevel: record.computerLevel }
      : {}),
    verified,
    ...reviewOf(record),
  };
}

/** The stored review summary, when the result was shared from a review and the record holds both numbers. */
function reviewOf(record: PublicResultRecord): { review?: ResultReview } {
  const skill = record.review?.skill;
  const pointsLost = record.review?.pointsLost;
  return typeof skill === 'number' && typeof pointsLost === 'number' ? { review: { skill, pointsLost } } : {};
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
