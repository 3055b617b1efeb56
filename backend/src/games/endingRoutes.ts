// REST for play across time: resign, claim a silent game, nudge the opponent, send a preset reaction.
import { Router } from 'express';
import { z } from 'zod';
import { EndGameRequest, GameIdParam, NudgeRequest, ReactionRequest } from '@gridable/common';
import { parseInput } from '../http/validate';
import type { GameService } from './gameService';

const GamePath = z.object({ id: GameIdParam });

export function endingRoutes(service: GameService): Router {
  const router = Router();

  router.post('/games/:id/resign', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const done = await service.resign(id, parseInput(EndGameRequest, req.body));
    res.json({ game: done.game, playerInfo: done.playerInfo });
  });

  router.post('/games/:id/claim-win', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const done = await service.claimWin(id, parseInput(EndGameRequest, req.body));
    res.json({ game: done.game, playerInfo: done.playerInfo });
  });

  router.post('/games/:id/nudge', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    await service.nudge(id, parseInput(NudgeRequest, req.body));
    res.json({ ok: true });
  });

  router.post('/games/:id/reaction', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const { reaction, ...credentials } = parseInput(ReactionRequest, req.body);
    await service.react(id, credentials, reaction);
    res.json({ ok: true });
  });

  return router;
}
