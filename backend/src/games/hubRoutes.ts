// POST /api/my-games: the identity travels in the body, never in the URL or a log line.
import { Router } from 'express';
import { MyGamesRequest, type MyGamesResponse } from '@gridable/common';
import { parseInput } from '../http/validate';
import type { HubQuery } from './hubQuery';

export function hubRoutes(myGames: HubQuery): Router {
  const router = Router();
  router.post('/my-games', async (req, res) => {
    const { playerUUID } = parseInput(MyGamesRequest, req.body);
    res.json((await myGames(playerUUID)) satisfies MyGamesResponse);
  });
  return router;
}
