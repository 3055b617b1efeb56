// Mounts the post-game review's data: GET /api/review/{gameId} returns a finished game's moves to those
// allowed to see them; the review itself is computed in the browser from them.
import { Router } from 'express';
import { ReviewGamePath, ReviewMovesQuery } from '@gridable/common';
import type { Feature, FeatureContext } from '../feature';
import { parseInput } from '../http/validate';
import { createReviewMoves } from './reviewMoves';

export interface ReviewFeatureOptions {
  now?: () => Date;
}

export function createReviewFeature(ctx: FeatureContext, { now }: ReviewFeatureOptions = {}): Feature {
  const moves = createReviewMoves(ctx.models, now);
  const router = Router();
  router.get('/review/:gameId', async (req, res) => {
    const { gameId } = parseInput(ReviewGamePath, req.params);
    const { playerUUID } = parseInput(ReviewMovesQuery, req.query);
    res.json(await moves.movesOf(gameId, playerUUID));
  });
  return { name: 'review', router };
}
