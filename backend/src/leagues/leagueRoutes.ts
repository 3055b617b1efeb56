// The league REST calls: create, join, view, rename, close to new members, remove or leave, and a player's own leagues for Home.
import { performance } from 'node:perf_hooks';
import { Router, type Request, type RequestHandler } from 'express';
import {
  CreateLeagueRequest,
  JoinLeagueRequest,
  LeagueId,
  LeagueViewerQuery,
  MemberId,
  MyLeaguesQuery,
  RemoveMemberRequest,
  RenameLeagueRequest,
  SetLeagueClosedRequest,
  type SetLeagueClosedResponse,
  type CreateLeagueResponse,
  type JoinLeagueResponse,
  type LeagueView,
  type MyLeaguesResponse,
} from '@gridable/common';
import { parseInput } from '../http/validate';
import type { SiteOrigin } from '../http/siteOrigin';
import type { LeagueService } from './leagueService';

export interface LeagueRouteDeps {
  leagues: LeagueService;
  /** The origin an invite link names (http/siteOrigin.ts), or '' for a site-relative link. */
  origin: SiteOrigin;
  /** Bounds how many leagues one address may create. */
  createLimiter: RequestHandler;
}

export function leaguePath(leagueId: string): string {
  return `/league/${leagueId}`;
}

export function leagueRoutes({ leagues, origin, createLimiter }: LeagueRouteDeps): Router {
  const router = Router();
  const leagueIdOf = (req: Request): string => parseInput(LeagueId, req.params.leagueId);

  router.post('/leagues', createLimiter, async (req, res) => {
    const input = parseInput(CreateLeagueRequest, req.body);
    const leagueId = await leagues.create(input);
    const reply: CreateLeagueResponse = { leagueId, joinUrl: `${origin.of(req)}${leaguePath(leagueId)}` };
    res.status(201).json(reply);
  });

  // A player's own leagues; before /leagues/:leagueId so the query form is not read as an id.
  router.get('/leagues', async (req, res) => {
    const { playerUUID } = parseInput(MyLeaguesQuery, req.query);
    const reply: MyLeaguesResponse = { leagues: await leagues.leaguesOf(playerUUID) };
    res.json(reply);
  });

  router.get('/leagues/:leagueId', async (req, res) => {
    const started = performance.now();
    const leagueId = leagueIdOf(req);
    const { playerUUID } = parseInput(LeagueViewerQuery, req.query);
    const reply: LeagueView = await leagues.view(leagueId, playerUUID);
    // The page's cost on the server (reads and tables), for browser dev tools and the league benchmark.
    res.setHeader('Server-Timing', `league;dur=${(performance.now() - started).toFixed(2)}`);
    res.json(reply);
  });

  router.post('/leagues/:leagueId/members', async (req, res) => {
    const leagueId = leagueIdOf(req);
    const { nickname, playerUUID } = parseInput(JoinLeagueRequest, req.body);
    const { created, memberId } = await leagues.join(leagueId, playerUUID, nickname);
    const reply: JoinLeagueResponse = { leagueId, memberId };
    res.status(created ? 201 : 200).json(reply);
  });

  router.patch('/leagues/:leagueId', async (req, res) => {
    const leagueId = leagueIdOf(req);
    const { name, playerUUID } = parseInput(RenameLeagueRequest, req.body);
    await leagues.rename(leagueId, playerUUID, name);
    res.json({ leagueId, name });
  });

  // Only the creator; members stay either way, and a removed member cannot come back while it is closed.
  router.put('/leagues/:leagueId/closed', async (req, res) => {
    const leagueId = leagueIdOf(req);
    const { playerUUID, closed } = parseInput(SetLeagueClosedRequest, req.body);
    await leagues.setClosed(leagueId, playerUUID, closed);
    const reply: SetLeagueClosedResponse = { leagueId, closed };
    res.json(reply);
  });

  // Leaving is removing yourself; the creator may remove anyone.
  router.delete('/leagues/:leagueId/members/:memberId', async (req, res) => {
    const leagueId = leagueIdOf(req);
    const memberId = parseInput(MemberId, req.params.memberId);
    const { playerUUID } = parseInput(RemoveMemberRequest, req.body);
    await leagues.removeMember(leagueId, playerUUID, memberId);
    res.json({ leagueId, memberId, removed: true });
  });

  return router;
}
