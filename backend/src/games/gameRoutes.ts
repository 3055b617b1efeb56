// REST for friend games (docs/PROTOCOL.md §7): parse with common's schemas, call the service, reply.
import { Router } from 'express';
import { z } from 'zod';
import {
  CreateGameRequest,
  FriendGameId,
  GameIdParam,
  GameStateQuery,
  JoinGameRequest,
  LetterRequest,
  PlacementRequest,
  PresenceRequest,
  PresenceUpdateRequest,
  ResetPlayerRequest,
  SeatParam,
  StatusRequest,
  WithdrawGameRequest,
  type CreateGameResponse,
  type GameStateResponse,
  type JoinGameResponse,
  type LetterResponse,
  type OkResponse,
  type PlacementResponse,
  type ResetPlayerResponse,
  type StatusResponse,
  type WithdrawGameResponse,
} from '@gridable/common';
import { parseInput } from '../http/validate';
import { limitRequests } from '../http/rateLimit';
import { CREATE_DAY_LIMIT, CREATE_LIMIT, JOIN_LIMIT } from './gameLimits';
import type { GameService } from './gameService';
import type { PlayerPresence } from './playerPresence';
import { rematchRoutes } from './rematchRoutes';
import { endingRoutes } from './endingRoutes';

/** Game creation and join-by-id are what a scraper or a stuck client would hammer. */

const GamePath = z.object({ id: GameIdParam });
const SeatPath = z.object({ id: GameIdParam, playerId: SeatParam });
/** A join names a friend game as a person typed it: refused with the same sentences as the socket's join. */
const JoinPath = z.object({ id: FriendGameId });

export function gameRoutes(service: GameService, presence: PlayerPresence): Router {
  const router = Router();

  router.post('/games', limitRequests(CREATE_LIMIT), limitRequests(CREATE_DAY_LIMIT), async (req, res) => {
    const { clientId, playerUUID, name } = parseInput(CreateGameRequest, req.body);
    const { gameId } = await service.createGame(clientId ? { clientId, playerUUID, name } : undefined);
    res.status(201).json({ success: true, gameId } satisfies CreateGameResponse);
  });

  router.post('/games/:id/join', limitRequests(JOIN_LIMIT), async (req, res) => {
    const { id } = parseInput(JoinPath, req.params);
    const body = parseInput(JoinGameRequest, req.body);
    const joined = await service.joinGame(id, body);
    res.json({
      gameId: joined.game.gameId,
      playerId: joined.seat,
      game: joined.game,
    } satisfies JoinGameResponse);
  });

  router.get('/games/:id', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const query = parseInput(GameStateQuery, req.query);
    res.json((await service.getGame(id, query)) satisfies GameStateResponse);
  });

  router.post('/games/:id/letter', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const { letter, version, ...credentials } = parseInput(LetterRequest, req.body);
    const moved = await service.selectLetter(id, credentials, letter, version);
    res.json({ letter, currentTurn: moved.game.currentTurn } satisfies LetterResponse);
  });

  router.post('/games/:id/placement', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const { playerId, cellIndex, version, ...credentials } = parseInput(PlacementRequest, req.body);
    await service.placeLetter(id, { ...credentials, seat: playerId }, cellIndex, version);
    res.json({ success: true } satisfies PlacementResponse);
  });

  router.post('/games/:id/reset-player/:playerId', async (req, res) => {
    const { id, playerId } = parseInput(SeatPath, req.params);
    const reset = await service.resetPlayer(id, playerId, parseInput(ResetPlayerRequest, req.body));
    res.json({
      game: reset.game,
      message: reset.message,
      playerId: reset.seat,
    } satisfies ResetPlayerResponse);
  });

  router.post('/games/:id/status', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const { status, ...credentials } = parseInput(StatusRequest, req.body);
    // A status sent over REST is that tab's presence, one of the player's tabs like a presence report.
    const player = await service.playerOf(id, credentials);
    const state = status === 'Available' ? 'active' : 'away';
    const updated = await presence.reportRest(id, player, credentials.clientId, state, { announce: true });
    res.json({ gameId: updated.game.gameId, status } satisfies StatusResponse);
  });

  router.post('/games/:id/withdraw', async (req, res) => {
    const { id } = parseInput(GamePath, req.params);
    const { playerUUID } = parseInput(WithdrawGameRequest, req.body);
    await service.withdraw(id, playerUUID);
    res.json({ ok: true, gameId: id } satisfies WithdrawGameResponse);
  });

  // A REST report is one of the player's tabs (named by its clientId) until it stops reporting: it joins
  // their other tabs, on sockets here and on other nodes, instead of overwriting them.
  router.post('/presence/update', async (req, res) => {
    const { clientId, status } = parseInput(PresenceUpdateRequest, req.body);
    const seats = await service.seatsOfClient(clientId);
    const results = await Promise.allSettled(
      seats.map(({ gameId, actor }) => presence.reportRest(gameId, actor, clientId, status)),
    );
    res.json({ ok: true, updated: results.filter((r) => r.status === 'fulfilled').length });
  });

  router.post('/presence', async (req, res) => {
    const { gameId, playerUUID, isActive, clientId } = parseInput(PresenceRequest, req.body);
    // Without a clientId (an earlier release), the player's REST reports on this game are one tab.
    await presence.reportRest(gameId, { playerUUID }, clientId ?? playerUUID, isActive ? 'active' : 'away');
    res.json({ ok: true } satisfies OkResponse);
  });

  router.use(rematchRoutes(service));
  router.use(endingRoutes(service));

  return router;
}
