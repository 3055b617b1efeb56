// REST for rematches: POST /api/games/:id/rematch offers one, or accepts the opponent's (same call).
import { Router } from 'express';
import { z } from 'zod';
import { GameIdParam, RematchRequest, type RematchResponse } from '@gridable/common';
import { parseInput } from '../http/validate';
import type { GameService } from './gameService';

const GamePath = z.object({ id: GameIdParam });

export function rematchRoutes(service: GameService): Router {
  const router = Router();
  router.post('/games/:id/rematch', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const credentials = parseInput(RematchRequest, req.body);
    const outcome = await service.offerRematch(id, credentials);
    res.json({
      gameId: outcome.game.gameId,
      rematch: outcome.rematch,
      rematchPlayerId: outcome.rematchPlayerId,
    } satisfies RematchResponse);
  });
  return router;
}
