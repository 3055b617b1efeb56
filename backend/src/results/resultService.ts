// Public results: checked against common's scoring before they are stored behind an unguessable share id.
import { isDeepStrictEqual } from 'node:util';
import {
  gameNumberFromGameId,
  isDailyGameId,
  isDemoGameId,
  isLegacyDailyGameId,
  scoreGrid,
  type PublicResult,
  type PublicResultRequest,
  type ScoredWord,
} from '@gridable/common';
import { badRequest, notFound } from '../http/errors';
import type { ResultStore } from '../db/stores/resultStore';
import type { PublicResultRecord } from '../db/models';

export const RESULT_MESSAGES = Object.freeze({
  scoreMismatch: 'Score does not match the grid',
  /** SPEC §8: the shared result page's title when the id is unknown. */
  notFound: 'Result Not Found',
});

const SHARE_ID = /^[A-Za-z0-9]{1,64}$/;

export interface CreateResultOptions {
  /** Posted to the demo endpoint: stored as a demo whatever the body says. */
  demo: boolean;
  /** PUBLIC_URL, or the origin the request came to. */
  baseUrl: string;
}

export function createResultService(store: ResultStore) {
  return {
    async create(request: PublicResultRequest, { demo, baseUrl }: CreateResultOptions) {
      // The server recomputes the score, so a shared page can only ever show what the grid earns.
      const scored = scoreGrid(request.playerGrid);
      if (scored.total !== request.playerScore || !sameWords(scored.words, request.playerWords)) {
        throw badRequest(RESULT_MESSAGES.scoreMismatch);
      }
      const isDemo = demo || request.gameMode === 'demo' || isDemoGameId(request.gameId);
      const stored = await store.create({
        gameId: request.gameId,
        gameNumber: request.gameNumber ?? gameNumberFromGameId(request.gameId),
        gameMode: isDemo ? 'demo' : request.gameMode,
        playerGrid: request.playerGrid,
        playerWords: scored.words,
        playerScore: scored.total,
        completedAt: new Date(request.completedAt),
      });
      return { shareId: stored.shareId, shareUrl: `${baseUrl.replace(/\/+$/, '')}/share/${stored.shareId}` };
    },

    async find(shareId: string): Promise<PublicResult> {
      const record = SHARE_ID.test(shareId) ? await store.find(shareId) : null;
      if (!record) throw notFound(RESULT_MESSAGES.notFound);
      return toPublicResult(record);
    },
  };
}
export type ResultService = ReturnType<typeof createResultService>;

function toPublicResult(record: PublicResultRecord): PublicResult {
  return {
    gameId: publicGameId(record.gameId),
    gameMode: record.gameMode ?? 'daily_challenge',
    gameNumber: record.gameNumber ?? null,
    playerScore: record.playerScore,
    playerGrid: record.playerGrid as PublicResult['playerGrid'],
    playerWords: record.playerWords as PublicResult['playerWords'],
    completedAt: new Date(record.completedAt).toISOString(),
  };
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
