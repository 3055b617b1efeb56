// The daily challenge's calls (docs/PROTOCOL.md §7), injected into the one RTK Query API.
import type {
  CheckCompletionResponse,
  Completion,
  DailyAction,
  DailyCreateRequest,
  DailyGameResponse,
  GameStateResponse,
  Grid,
  HighScoreResponse,
  PublicResultCreated,
  PublicResultRequest,
  ScoredWord,
  SequenceResponse,
} from '@gridable/common';
import { api } from '../../lib/api';
import { refusedWith, type ApiError } from '../../lib/apiError';
import { DAILY_MESSAGES } from '@gridable/common/messages';

export interface DailyActionArgs {
  gameId: string;
  action: DailyAction;
}

export interface DailyGameArgs {
  gameId: string;
  /** The asker, so the reply says whether the game is theirs; the view itself never names its player. */
  playerUUID: string;
}

/** The day's letters, par and the computer's par grid, all null until the server may show them to this player. */
export interface DaySequence {
  letters: string[] | null;
  par: number | null;
  /** null also on days stored before the computer's grid was kept. */
  parPlay: ParPlay | null;
}

/** The computer's finished grid on the day, its words and score (the par). */
export interface ParPlay {
  grid: Grid;
  words: ScoredWord[];
  score: number;
}

export interface CheckCompletionArgs {
  date: string;
  playerUUID: string;
}

export interface CreateResultArgs {
  request: PublicResultRequest;
  /** Demo games post to their own endpoint (docs/PROTOCOL.md §7). */
  isDemo: boolean;
}

export const dailyApi = api.injectEndpoints({
  endpoints: (build) => ({
    startDailyGame: build.mutation<DailyGameResponse, DailyCreateRequest>({
      query: (body) => ({ url: '/daily-challenge-simple', method: 'POST', body }),
    }),
    getDailyGame: build.query<DailyGameResponse, DailyGameArgs>({
      query: ({ gameId, playerUUID }) => ({
        url: `/daily-challenge-simple/${encodeURIComponent(gameId)}`,
        params: { playerUUID },
      }),
    }),
    /** Legacy DC- games are read through the friend-game call. */
    getLegacyDailyGame: build.query<GameStateResponse, DailyGameArgs>({
      // The asker's UUID lets the server tell its player from a visitor, who sees no letter while the day is open.
      query: ({ gameId, playerUUID }) => ({
        url: `/games/${encodeURIComponent(gameId)}`,
        params: { playerUUID },
      }),
    }),
    sendDailyAction: build.mutation<DailyGameResponse, DailyActionArgs>({
      query: ({ gameId, action }) => ({
        url: `/daily-challenge-simple/${encodeURIComponent(gameId)}/action`,
        method: 'POST',
        body: action,
      }),
    }),
    checkCompletion: build.query<Completion | null, CheckCompletionArgs>({
      query: ({ date, playerUUID }) => ({
        url: '/daily-challenge/check-completion',
        params: { date, playerUUID },
      }),
      transformResponse: (reply: CheckCompletionResponse) => (reply.hasCompleted ? reply.completion : null),
    }),
    getGameHighScore: build.query<number | null, number>({
      query: (gameNumber) => ({ url: '/daily-challenge/game-high-score', params: { gameNumber } }),
      transformResponse: (reply: HighScoreResponse) => reply.highScore,
    }),
    /** The day's counted scores by score, behind 'better than N% of players'; empty from older servers. */
    getGameScoreDistribution: build.query<number[], number>({
      query: (gameNumber) => ({ url: '/daily-challenge/game-high-score', params: { gameNumber } }),
      transformResponse: (reply: HighScoreResponse) => reply.distribution ?? [],
    }),
    /**
     * The day's eight letters; `date` is the game's YYYY-MM-DD day, URL-encoded into the path. While the day is
     * still being played the server only shows them to a player who has finished it, hence the UUID.
     */
    getDailySequence: build.query<DaySequence, { date: string; playerUUID?: string }>({
      query: ({ date, playerUUID }) => ({
        url: `/daily-challenge-sequence/${encodeURIComponent(date)}`,
        ...(playerUUID ? { params: { playerUUID } } : {}),
      }),
      transformResponse: (reply: SequenceResponse): DaySequence => ({
        letters: reply.sequence,
        par: reply.par ?? null,
        // Older servers send neither field.
        parPlay:
          reply.parGrid && reply.par !== null
            ? { grid: reply.parGrid, words: reply.parWords ?? [], score: reply.par }
            : null,
      }),
    }),
    createPublicResult: build.mutation<PublicResultCreated, CreateResultArgs>({
      async queryFn({ request, isDemo }, _api, _extra, baseQuery) {
        const reply = await baseQuery({
          url: isDemo ? '/demo-public-results' : '/public-results',
          method: 'POST',
          body: request,
        });
        if (reply.error) return { error: publicResultError(reply.error) };
        return { data: reply.data as PublicResultCreated };
      },
    }),
  }),
});

/** docs/PROTOCOL.md §8: the rate limit (429) has its own sentence; any other failure reads 'HTTP error! status: N'. */
function publicResultError(error: ApiError): ApiError {
  const { status } = error;
  if (refusedWith(error, 'RATE_LIMITED')) return { ...error, message: DAILY_MESSAGES.rateLimited };
  return { status, message: `HTTP error! status: ${status}` };
}

export const {
  useStartDailyGameMutation,
  useLazyGetDailyGameQuery,
  useLazyGetLegacyDailyGameQuery,
  useSendDailyActionMutation,
  useLazyCheckCompletionQuery,
  useGetGameHighScoreQuery,
  useGetGameScoreDistributionQuery,
  useGetDailySequenceQuery,
  useLazyGetDailySequenceQuery,
  useCreatePublicResultMutation,
} = dailyApi;
