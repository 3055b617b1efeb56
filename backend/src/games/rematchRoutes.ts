// REST for rematches: POST /api/games/:id/rematch offers one, or accepts the opponent's (same call);
// POST /api/games/:id/rematch/decline turns the opponent's down, or takes back one's own.
import { Router } from 'express';
import { z } from 'zod';
import { GameIdParam, RematchDeclineRequest, RematchRequest, type RematchResponse } from '@gridable/common';
import { parseInput } from '../http/validate';
import type { GameService } from './gameService';

const GamePath = z.object({ id: GameIdParam });

type Outcome = Awaited<ReturnType<GameService['offerRematch']>>;

function replyOf(outcome: Outcome): RematchResponse {
  return {
    gameId: outcome.game.gameId,
    rematch: outcome.rematch,
    rematchPlayerId: outcome.rematchPlayerId,
    version: outcome.game.version,
  };
}

export function rematchRoutes(service: GameService): Router {
  const router = Router();
  router.post('/games/:id/rematch', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const credentials = parseInput(RematchRequest, req.body);
    res.json(replyOf(await service.offerRematch(id, credentials)));
  });
  router.post('/games/:id/rematch/decline', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const credentials = parseInput(RematchDeclineRequest, req.body);
    res.json(replyOf(await service.declineRematch(id, credentials)));
  });
  return router;
}
