// POST /api/public-results, POST /api/demo-public-results and GET /api/public-results/{shareId} (docs/PROTOCOL.md §7).
import { Router, type Request, type RequestHandler } from 'express';
import {
  PublicResultQuery,
  PublicResultRequest,
  type PublicResultCreated,
  type PublicResultResponse,
} from '@gridable/common';
import { AppError } from '../http/errors';
import { limitsOf, refuse } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import { requestNetwork } from '../ops/clientAddress';
import { BUDGETS } from '../ops/limits';
import type { ResultService } from './resultService';

export interface ResultRouteDeps {
  results: ResultService;
  /** The origin a share link names for this request ('' for a site-relative link): shareLinkBase.ts. */
  baseUrlOf: (req: Request) => string;
  /** Guards both creation calls: sharing is the one anonymous write that fills the database. */
  createLimiter: RequestHandler;
}

export function resultRoutes({ results, baseUrlOf, createLimiter }: ResultRouteDeps): Router {
  const router = Router();

  /** The two creation calls differ only in whether the result is a demo's. */
  const create =
    (demo: boolean): RequestHandler =>
    async (req, res) => {
      const request = parseInput(PublicResultRequest, req.body);
      // Sharing a daily or friend game looks it up: an address past its misses is not told whether a
      // guessed id exists, and every id that does not exist is one more miss.
      const limits = limitsOf(req);
      const address = requestNetwork(req);
      const looksUp = !demo && request.kind !== 'computer' && request.kind !== 'demo';
      if (looksUp) {
        const refusal = await limits.exhausted(BUDGETS.misses, address);
        if (refusal) {
          refuse(res, refusal);
          return;
        }
      }
      const created = await results
        .create(request, { demo, baseUrl: baseUrlOf(req) })
        .catch(async (err: unknown) => {
          if (looksUp && err instanceof AppError && err.code === 'GAME_NOT_FOUND')
            await limits.spend(BUDGETS.misses, address);
          throw err;
        });
      const reply: PublicResultCreated = { success: true, ...created };
      res.status(201).json(reply);
    };
  // Each route written out, so docs/PROTOCOL.md's route table (scripts/protocol-doc.ts) lists both.
  router.post('/public-results', createLimiter, create(false));
  router.post('/demo-public-results', createLimiter, create(true));

  router.get('/public-results/:shareId', async (req, res) => {
    const { playerUUID } = parseInput(PublicResultQuery, req.query);
    const reply: PublicResultResponse = {
      success: true,
      result: await results.find(req.params.shareId, playerUUID),
    };
    res.json(reply);
  });

  return router;
}
