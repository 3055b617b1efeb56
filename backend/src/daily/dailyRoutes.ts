// The daily challenge's REST calls (docs/PROTOCOL.md §7), plus GET /api/games/{id} for legacy DC- (and DCS-) ids.
import { Router, type Request } from 'express';
import {
  CheckCompletionQuery,
  DailyAction,
  DailyCreateRequest,
  DailyGameQuery,
  DayParam,
  StatsQuery,
  type StatsResponse,
  GameHighScoreQuery,
  TodayHighScoreQuery,
  parseDay,
  mayRevealDay,
  toDailyGameView,
  type AlreadyCompletedResponse,
  type CheckCompletionResponse,
  type DailyGameResponse,
  type DailyGameView,
  type DayKey,
  type GameStateResponse,
  type HighScoreResponse,
  SequenceQuery,
  type SequenceResponse,
  type TodayHighScoreResponse,
} from '@gridable/common';
import { parseInput } from '../http/validate';
import { limitRequests } from '../http/rateLimit';
import { requestNetwork } from '../ops/clientAddress';
import { BUDGETS, type Refusal } from '../ops/limits';
import { badRequest } from '../http/errors';
import type { DailyGameService } from './dailyGameService';
import type { CompletionService } from './completionService';
import { limitsOf, refuse } from '../http/rateLimit';
import { DrawRefused, type SequenceService } from './sequenceService';
import { DAILY_MESSAGES, scoreGrid } from '@gridable/common';
import { dailyPlayerInfo, isOwnerOf } from './dailyView';
import { visitorView } from './visitorView';
import type { StoredDailyGame } from '../db/stores/dailyStore';
import { looksDaily } from './dailyGameIds';
import { issueOwnerCookie, ownerTokensOf } from './ownerCookie';

export interface DailyRouteDeps {
  games: DailyGameService;
  completions: CompletionService;
  sequences: SequenceService;
  /** The clock that decides whether a game's day is over everywhere. */
  now: () => Date;
}

export function dailyRoutes({ games, completions, sequences, now }: DailyRouteDeps): Router {
  const router = Router();

  /** The game as the asker may see it: whole for its player, without the day's letters for anyone else. */
  async function viewFor(
    req: Request,
    game: StoredDailyGame,
  ): Promise<{ view: DailyGameView; isOwner: boolean }> {
    const { playerUUID } = parseInput(DailyGameQuery, req.query);
    const isOwner = isOwnerOf(game, { playerUUID, cookieTokens: ownerTokensOf(req) });
    const view = toDailyGameView(game);
    if (isOwner) return { view, isOwner };
    const day = dayOf(game.dailyChallengeDate);
    const finished =
      playerUUID !== undefined && (await completions.checkCompletion(day, playerUUID)).hasCompleted;
    return { view: visitorView(view, mayRevealDay(day, finished, now())), isOwner };
  }

  // Resuming or viewing the day's existing game is a read (the lookups budget); only making a new game spends
  // the creation budgets, so a player reopening the day is never refused for it.
  router.post('/daily-challenge-simple', limitRequests(BUDGETS.lookups), async (req, res) => {
    const request = parseInput(DailyCreateRequest, req.body);
    let outcome = await games.existingGame(request);
    if (!outcome) {
      const refusal = await creationRefusal(req, request.playerUUID);
      if (refusal) {
        refuse(res, refusal);
        return;
      }
      outcome = await games.createGame(request);
    }
    if (outcome.kind === 'completed') {
      const reply: AlreadyCompletedResponse = {
        error: outcome.message,
        code: 'ALREADY_COMPLETED',
        completion: outcome.completion,
      };
      res.status(409).json(reply);
      return;
    }
    issueOwnerCookie(req, res, outcome.game.gameId, await games.ownerTokenOf(outcome.game));
    const reply: DailyGameResponse = { success: true, game: toDailyGameView(outcome.game), isOwner: true };
    res.status(outcome.kind === 'created' ? 201 : 200).json(reply);
  });

  // Anyone with the link may look; `isOwner` tells the screen whether to show it as the asker's own game.
  router.get('/daily-challenge-simple/:gameId', async (req, res) => {
    const game = await games.getGame(req.params.gameId);
    const { view, isOwner } = await viewFor(req, game);
    // Resuming renews the cookie, and gives one to a player whose game began before cookies.
    if (isOwner) issueOwnerCookie(req, res, game.gameId, await games.ownerTokenOf(game));
    const reply: DailyGameResponse = { success: true, game: view, isOwner };
    res.json(reply);
  });

  router.post('/daily-challenge-simple/:gameId/action', async (req, res) => {
    const action = parseInput(DailyAction, req.body);
    const reply: DailyGameResponse = {
      success: true,
      game: toDailyGameView(await games.act(req.params.gameId, action, ownerTokensOf(req))),
      isOwner: true,
    };
    res.json(reply);
  });

  // The date may arrive URL-encoded ('05%2F03%2F2025') or, from careless clients, as raw path segments.
  router.get('/daily-challenge-sequence/*date', async (req, res) => {
    const { playerUUID } = parseInput(SequenceQuery, req.query);
    const published = await sequences
      .publishedSequence(dayFromPath(req), playerUUID, requestNetwork(req))
      .catch((err: unknown) => {
        if (!(err instanceof DrawRefused)) throw err;
        refuse(res, err.refusal);
        return null;
      });
    if (!published) return;
    const { date, gameNumber, letters, par, parGrid } = published;
    const reply: SequenceResponse = {
      success: true,
      revealed: letters !== null,
      par,
      parGrid,
      parWords: parGrid ? scoreGrid(parGrid).words : null,
      sequence: letters,
      gameNumber,
      date,
    };
    res.json(reply);
  });

  router.get('/daily-challenge/check-completion', async (req, res) => {
    const query = parseInput(CheckCompletionQuery, req.query);
    const reply: CheckCompletionResponse = {
      success: true,
      ...(await completions.checkCompletion(dayOf(query.date), query.playerUUID)),
    };
    res.json(reply);
  });

  router.get('/daily-challenge/stats', async (req, res) => {
    const query = parseInput(StatsQuery, req.query);
    const reply: StatsResponse = {
      success: true,
      ...(await completions.statsFor(query.playerUUID, dayOf(query.date))),
    };
    res.json(reply);
  });

  router.get('/daily-challenge/game-high-score', async (req, res) => {
    const { gameNumber } = parseInput(GameHighScoreQuery, req.query);
    const reply: HighScoreResponse = {
      success: true,
      highScore: await completions.highScoreForGameNumber(gameNumber),
      distribution: await completions.distributionForGameNumber(gameNumber),
    };
    res.json(reply);
  });

  router.get('/daily-challenge/today-high-score', async (req, res) => {
    const { timezone, playerUUID } = parseInput(TodayHighScoreQuery, req.query);
    const counts = playerUUID ? await completions.todaysGameCounts(timezone, playerUUID) : undefined;
    const reply: TodayHighScoreResponse = {
      success: true,
      todaysHighScore: await completions.todaysHighScore(timezone),
      distribution: await completions.distributionForGameNumber(completions.todaysGameNumber(timezone)),
      ...(counts === false ? { countsForHighScore: false } : {}),
    };
    res.json(reply);
  });

  router.get('/daily-challenge/high-score/*date', async (req, res) => {
    const reply: HighScoreResponse = {
      success: true,
      highScore: await completions.highScoreForDay(dayFromPath(req)),
    };
    res.json(reply);
  });

  // Legacy daily links (/game/DC-…) load through the friend-game call; every other id is the games feature's.
  router.get('/games/:gameId', async (req, res, next) => {
    if (!looksDaily(req.params.gameId)) {
      next();
      return;
    }
    const game = await games.getGame(req.params.gameId);
    const reply: GameStateResponse & { success: true } = {
      success: true,
      game: (await viewFor(req, game)).view,
      playerInfo: dailyPlayerInfo(game),
    };
    res.json(reply);
  });

  return router;
}

/** A new daily game spends the client's network's budget and its player's: every fresh UUID is another try at the day. */
async function creationRefusal(req: Request, playerUUID: string): Promise<Refusal | null> {
  const limits = limitsOf(req);
  return (
    (await limits.spend(BUDGETS.dailyCreates, requestNetwork(req))) ??
    (await limits.spend(BUDGETS.dailyCreatesPerPlayer, `player:${playerUUID.slice(0, 64)}`))
  );
}

function dayFromPath(req: Request): DayKey {
  const raw: unknown = req.params.date;
  return dayOf(parseInput(DayParam, Array.isArray(raw) ? raw.join('/') : raw));
}

/** DayParam checks the shape; this checks the day exists (no 31/02). */
function dayOf(text: string): DayKey {
  const day = parseDay(text);
  if (day === null) throw badRequest(DAILY_MESSAGES.invalidDate, 'INVALID_INPUT');
  return day;
}
