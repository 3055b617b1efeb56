// POST /api/public-results, POST /api/demo-public-results and GET /api/public-results/{shareId} (docs/PROTOCOL.md §7).
import { Router, type Request, type RequestHandler } from 'express';
import {
  PublicResultQuery,
  PublicResultRequest,
  type PublicResultCreated,
  type PublicResultResponse,
} from '@gridable/common';
import { parseInput } from '../http/validate';
import type { ResultService } from './resultService';

export interface ResultRouteDeps {
  results: ResultService;
  publicUrl: string | undefined;
  /** Guards both creation calls: sharing is the one anonymous write that fills the database. */
  createLimiter: RequestHandler;
}

export function resultRoutes({ results, publicUrl, createLimiter }: ResultRouteDeps): Router {
  const router = Router();
  const baseUrlOf = (req: Request): string =>
    publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

  for (const [path, demo] of [
    ['/public-results', false],
    ['/demo-public-results', true],
  ] as const) {
    router.post(path, createLimiter, async (req, res) => {
      const request = parseInput(PublicResultRequest, req.body);
      const created = await results.create(request, { demo, baseUrl: baseUrlOf(req) });
      const reply: PublicResultCreated = { success: true, ...created };
      res.status(201).json(reply);
    });
  }

  router.get('/public-results/:shareId', async (req, res) => {
    const { playerUUID } = parseInput(PublicResultQuery, req.query);
    const reply: PublicResultResponse = {
      success: true,
      result: await results.find(req.params.shareId, playerUUID),
    };
    // What a viewer sees depends on who they are and on the hour: no shared cache may keep it.
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(reply);
  });

  return router;
}
