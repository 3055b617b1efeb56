// Friend games: every change is the rules from common applied in one version-guarded write, then published.
import {
  GAME_MESSAGES,
  otherSeat,
  seatEmptyMessage,
  seatReclaimedMessage,
  startGame,
  type PlayerInfo,
  type GameView,
  type PresenceState,
  type ReactionId,
  type Seat,
  type ServerEvent,
} from '@gridable/common';
import { conflict, forbidden, notFound } from '../http/errors';
import type { GameStore, StoredGame } from '../db/stores/gameStore';
import type { GameChannel } from '../realtime/gameChannel';
import type { Logger } from '../logger';
import {
  clientIdOf,
  coreOf,
  isLookedAt,
  isPresent,
  isSeatTaken,
  nameOf,
  seatByUUID,
  seatFields,
  seatOf,
  uuidOf,
  type Credentials,
} from './gameRecord';
import { draftsOf, type EventDraft } from './gameEvents';
import { withNodePart, type NodePresence } from './seatPresence';
import { playerInfoFor, viewFor, withoutGrids } from './gameViews';
import { createRematchService } from './rematchService';
import { createEndingService } from './endingService';
import { isWithdrawn, planWithdraw, requireNotWithdrawn, withdrawnError } from './withdrawal';
import { createLiveGames, requireSeat, type Actor, type Plan, type WrittenGame } from './liveGame';
import { createOpenGamesCap } from './openGamesCap';

export { GAME_MESSAGES, requireSeat };
export type { Actor, Plan, WrittenGame };

export interface JoinRequest {
  clientId: string;
  /** Absent only for a creator who sent none: the seat is then held by its clientId until it joins. */
  playerUUID: string | undefined;
  requestedPlayerId?: Seat | null | undefined;
  /** The name the player goes by (common PlayerName, already checked): stored in the seat taken or held. */
  name?: string | undefined;
}

/** Who creates a game: seated as player 1 before anyone else can know the game's id. */
export interface Creator {
  clientId: string;
  playerUUID?: string | undefined;
  name?: string | undefined;
}

export type SeatStatus = 'Available' | 'Away';

/** A viewer's state: their view of the game and their seat (null for someone without one). */
export interface SeatedState {
  game: GameView;
  playerInfo: PlayerInfo | null;
}

export interface GameServiceDeps {
  store: GameStore;
  channel: GameChannel;
  log: Logger;
  /** Counters for /metrics; each fires once per game, on the node that did it. */
  onGameCreated?: () => void;
  onGameCompleted?: () => void;
  /** The server's clock; tests move it to play a game across days. */
  now?: () => Date;
  /** Told of every write that changed the game, after it is stored (turn pushes listen here). */
  onWritten?: (written: WrittenGame) => void;
  /** This node, recorded on each seat its sockets hold, so the seats of a node that dies can be released. */
  nodeId?: string;
}

export function createGameService({
  store,
  channel,
  log,
  onGameCreated,
  onGameCompleted,
  now: clock = () => new Date(),
  onWritten,
  nodeId = 'local',
}: GameServiceDeps) {
  // Every change to a live game goes through its owner here (liveGame.ts): moves, and the plans below.
  const live = createLiveGames({ store, channel, log, now: clock, onGameCompleted, onWritten });
  const write = live.change;

  const cap = createOpenGamesCap(store);
  const rematches = createRematchService({
    write,
    store,
    log,
    cap,
    ...(onGameCreated ? { onGameCreated } : {}),
  });
  const endings = createEndingService({ write, now: clock });

  /** The join's write: a free seat taken, or the player's own given back. */
  async function seatPlayer(gameId: string, request: JoinRequest, here?: () => NodePresence | null) {
    const { game, result: seat } = await write(
      gameId,
      (current, now) => planJoin(current, request, here ? { node: nodeId, part: here() } : null, now),
      GAME_MESSAGES.joinNotFound,
    );
    return { seat, ...stateFor(game, seat) };
  }

  async function seated(done: Promise<{ game: StoredGame; result: Seat }>) {
    const { game, result: seat } = await done;
    return { seat, ...stateFor(game, seat) };
  }

  const service = {
    offerRematch: (gameId: string, actor: Actor) => rematches.offerRematch(gameId, actor),
    declineRematch: (gameId: string, actor: Actor) => rematches.declineRematch(gameId, actor),
    resign: (gameId: string, actor: Actor) => seated(endings.resign(gameId, actor)),
    claimWin: (gameId: string, actor: Actor) => seated(endings.claimWin(gameId, actor)),
    nudge: (gameId: string, actor: Actor) => seated(endings.nudge(gameId, actor)),
    react: (gameId: string, actor: Actor, reaction: ReactionId) =>
      seated(endings.react(gameId, actor, reaction)),

    /** The creator takes back a game nobody joined; a join racing it is one write of the two, never both. */
    async withdraw(gameId: string, playerUUID: string | undefined): Promise<SeatedState> {
      const { game } = await write(gameId, (current, now) => planWithdraw(current, playerUUID, now));
      return stateFor(game, null);
    },

    async createGame(creator?: Creator): Promise<{ gameId: string }> {
      await cap.assertCanOpen(creator?.playerUUID);
      const game = await store.create({});
      // Nobody else has the id until this call answers, so the creator's seat cannot be raced for.
      // Counted against the cap above, so the seat is taken without counting again.
      if (creator) {
        await seatPlayer(game.gameId, {
          clientId: creator.clientId,
          playerUUID: creator.playerUUID,
          requestedPlayerId: 1,
          name: creator.name,
        });
      }
      onGameCreated?.();
      store
        .recordMetric('game_created', game.gameId)
        .catch((err: unknown) => log.warn('recording a game metric failed', { err }));
      return { gameId: game.gameId };
    },

    /**
     * Takes a free seat, or gives the same playerUUID its seat back; the second seat starts the game. `here`: a
     * socket joins, and this node's part of the player's presence is then what it gives (read in the write).
     */
    async joinGame(gameId: string, request: JoinRequest, here?: () => NodePresence | null) {
      // Only a join that would take a new seat counts against the cap: a player at it still gets back into
      // every game they hold (each reconnect is a join). A missing, full or withdrawn game is the write's to refuse.
      // A reconnect to a game in play here is told apart on this node's copy, with no read beyond the write's
      // own: a copy behind another node's write can still say "their own seat" or "full" truly (neither is
      // undone), but a free seat only the stored game can confirm.
      const copy = live.lastWritten(gameId);
      const current = copy && !takesNewSeat(copy, request) ? null : await store.find(gameId);
      if (current && takesNewSeat(current, request)) await cap.assertCanOpen(request.playerUUID);
      return seatPlayer(gameId, request, here);
    },

    async getGame(gameId: string, credentials: Credentials): Promise<SeatedState> {
      const game = await store.find(gameId);
      if (!game) throw notFound(GAME_MESSAGES.gameNotFound, 'GAME_NOT_FOUND');
      if (isWithdrawn(game)) throw withdrawnError();
      return stateFor(game, seatOf(game, credentials));
    },

    /** Whether `playerUUID` holds `seat`: a seat's own event stream is never refused for strangers'. */
    async holdsSeat(gameId: string, seat: Seat, playerUUID: string): Promise<boolean> {
      const game = await store.find(gameId);
      return game !== null && uuidOf(game, seat) === playerUUID;
    },

    /**
     * The viewer's STATE_SYNC, read after every queued write has published; null for an unknown game, 410
     * GAME_WITHDRAWN for a withdrawn one (each channel tells it by that code).
     */
    async stateSync(gameId: string, viewer: Credentials): Promise<ServerEventStateSync | null> {
      const game = await live.settledRead(gameId);
      if (!game) return null;
      if (isWithdrawn(game)) throw withdrawnError();
      const state = stateFor(game, seatOf(game, viewer));
      // This node's viewers now stand at this id: a gap in what it hears next must be noticed.
      channel.seen(game.gameId, game.lastEventId ?? 0);
      return {
        type: 'STATE_SYNC',
        eventId: game.lastEventId ?? 0,
        gameId: game.gameId,
        timestamp: new Date().toISOString(),
        version: game.version ?? 0,
        ...state,
      };
    },

    async selectLetter(gameId: string, actor: Actor, letter: string, madeAt?: number) {
      const { game, seat } = await live.move(gameId, actor, { type: 'SELECT_LETTER', letter }, madeAt);
      return { seat, ...stateFor(game, seat) };
    },

    async placeLetter(gameId: string, actor: Actor, cellIndex: number, madeAt?: number) {
      const { game, seat } = await live.move(gameId, actor, { type: 'PLACE_LETTER', cellIndex }, madeAt);
      return { seat, ...stateFor(game, seat) };
    },

    /** Resolves once every change queued on this node (and what it publishes) has finished. */
    settled: () => live.settled(),

    /** Lets a seat's own playerUUID bind a new clientId (a new tab, a cleared session). */
    async resetPlayer(gameId: string, seat: Seat, credentials: Credentials) {
      const { game } = await write(gameId, (current, now) => {
        if (!isSeatTaken(current, seat)) throw conflict(seatEmptyMessage(seat), 'SEAT_EMPTY');
        const ownsSeat = credentials.playerUUID
          ? uuidOf(current, seat) === credentials.playerUUID
          : !!credentials.clientId && clientIdOf(current, seat) === credentials.clientId;
        if (!ownsSeat) throw forbidden(GAME_MESSAGES.notYourSeat, 'NOT_YOUR_SEAT');
        const f = seatFields(seat);
        return {
          set: {
            ...(credentials.clientId ? { [f.clientId]: credentials.clientId } : {}),
            [f.status]: 'Available',
            [f.lastSeen]: now,
          },
          drafts: [{ type: 'PLAYER_RETURNED', playerId: seat }, ...presenceChange(current, seat, 'active')],
          result: seat,
        };
      });
      return { seat, message: seatReclaimedMessage(seat), ...stateFor(game, seat) };
    },

    /**
     * Records one node's part of the seat's presence (games/seatPresence.ts): `here` is read inside the write, so
     * a socket that arrived or left meanwhile is counted as it is then. `node` defaults to this one (another is
     * named only to remove the part of a node that died); `alone`: the other nodes' parts are void (a lone node
     * after a restart). `announce`: a change of the seat's status is also a STATUS_UPDATED (the `status` event).
     */
    async setPresence(
      gameId: string,
      actor: Actor,
      here: () => NodePresence | null,
      options: { node?: string; alone?: boolean; announce?: boolean } = {},
    ) {
      const { game, result: seat } = await write(gameId, (current, now) => {
        const seat = requireSeat(current, actor);
        const f = seatFields(seat);
        const changes = withNodePart(current, seat, options.node ?? nodeId, here(), {
          alone: options.alone ?? false,
        });
        // Presence that changes nothing writes nothing (issue 18): heartbeats and repeated focus events
        // would otherwise each bump the version and wake every listener for no news.
        if (!changes) return { set: {}, drafts: [], result: seat, skip: true };
        const status = changes[f.status] === 'Available' ? 'Available' : 'Away';
        const announced = options.announce === true && current[f.status] !== status;
        return {
          set: { ...changes, [f.lastSeen]: now, ...leftAtIfUnseen(current, seat, changes, now) },
          drafts: [
            ...(announced ? [{ type: 'STATUS_UPDATED', playerId: seat, status } as const] : []),
            ...presenceChange(current, seat, status === 'Available' ? 'active' : 'away'),
          ],
          result: seat,
        };
      });
      return { seat, ...stateFor(game, seat) };
    },

    /** Who holds the seat these credentials name: by its playerUUID, so their tabs' reports meet. */
    async playerOf(gameId: string, credentials: Credentials): Promise<Actor> {
      const game = await store.find(gameId);
      if (!game) throw notFound(GAME_MESSAGES.gameNotFound, 'GAME_NOT_FOUND');
      return actorOf(game, requireSeat(game, credentials));
    },

    /** The seats `clientId` holds (POST /api/presence/update names only the client), by game and player. */
    async seatsOfClient(clientId: string): Promise<{ gameId: string; actor: Actor }[]> {
      const games = await store.findBySeatedClient(clientId);
      return games.flatMap((game) => {
        const seat = seatOf(game, { clientId });
        return seat === null ? [] : [{ gameId: game.gameId, actor: actorOf(game, seat) }];
      });
    },
  };
  return service;
}
export type GameService = ReturnType<typeof createGameService>;
type ServerEventStateSync = Extract<ServerEvent, { type: 'STATE_SYNC' }>;

export function stateFor(game: StoredGame, seat: Seat | null): SeatedState {
  const view = viewFor(game, seat);
  // Someone without a seat (a watcher's browser, a shared link) sees no grid until the game is over.
  return { game: seat === null ? withoutGrids(view) : view, playerInfo: playerInfoFor(game, seat) };
}

/**
 * When the last tab showing the game closes or goes hidden: a turn push waits until the player has been gone a
 * while. A hidden tab closing later keeps the time it was hidden.
 */
function leftAtIfUnseen(
  current: StoredGame,
  seat: Seat,
  changes: Partial<StoredGame>,
  now: Date,
): Partial<StoredGame> {
  const stopsLooking = isLookedAt(current, seat) && !isLookedAt({ ...current, ...changes }, seat);
  return stopsLooking ? { [seatFields(seat).leftAt]: now } : {};
}

function presenceChange(game: StoredGame, seat: Seat, state: PresenceState): EventDraft[] {
  return isPresent(game, seat) === (state === 'active')
    ? []
    : [{ type: 'PRESENCE_UPDATE', playerId: seat, status: state }];
}

/** A requested free seat, else the other free seat; null when both are taken. */
function freeSeat(game: StoredGame, requested: Seat | null | undefined): Seat | null {
  const order: Seat[] = requested === 2 ? [2, 1] : [1, 2];
  return order.find((seat) => !isSeatTaken(game, seat)) ?? null;
}

/** A seat taken at creation by a creator who sent no playerUUID: theirs again when that clientId joins. */
function seatHeldByClient(game: StoredGame, clientId: string): Seat | null {
  const seats: Seat[] = [1, 2];
  return seats.find((seat) => uuidOf(game, seat) === null && clientIdOf(game, seat) === clientId) ?? null;
}

/** The seat's player as their tabs' reports name them: by playerUUID, or by clientId for a seat without one. */
function actorOf(game: StoredGame, seat: Seat): Actor {
  const playerUUID = uuidOf(game, seat);
  return playerUUID ? { playerUUID } : { clientId: clientIdOf(game, seat) ?? undefined };
}

/** The node whose socket joins and its part of the player's presence then, or null for a REST join. */
interface Holder {
  node: string;
  part: NodePresence | null;
}

/** A REST join says the player is here; a socket's join records its node's part of their presence. */
function presenceOnJoin(current: StoredGame, seat: Seat, holder: Holder | null): Partial<StoredGame> {
  if (holder === null) return { [seatFields(seat).status]: 'Available' };
  return withNodePart(current, seat, holder.node, holder.part) ?? {};
}

/** Whether `request` would seat a new player in this friend game (not a return to their own seat). */
function takesNewSeat(game: StoredGame, request: JoinRequest): boolean {
  if (game.gameMode === 'daily' || isWithdrawn(game)) return false;
  if (seatByUUID(game, request.playerUUID) !== null) return false;
  // A seat its creator's tab took without a UUID becomes this UUID's now: one more game for that player.
  if (seatHeldByClient(game, request.clientId) !== null) return request.playerUUID !== undefined;
  return freeSeat(game, request.requestedPlayerId) !== null;
}

function planJoin(current: StoredGame, request: JoinRequest, holder: Holder | null, now: Date): Plan<Seat> {
  requireNotWithdrawn(current);
  const owned = seatByUUID(current, request.playerUUID) ?? seatHeldByClient(current, request.clientId);
  if (owned !== null) {
    const plan = planReturn(current, owned, request.clientId, holder, now);
    if (request.playerUUID && uuidOf(current, owned) === null)
      plan.set[seatFields(owned).uuid] = request.playerUUID;
    return withRename(current, owned, request.name, plan);
  }

  const seat = freeSeat(current, request.requestedPlayerId);
  if (seat === null) throw conflict(GAME_MESSAGES.gameFull, 'GAME_FULL');
  const f = seatFields(seat);
  const set: Record<string, unknown> = {
    [f.clientId]: request.clientId,
    ...(request.playerUUID ? { [f.uuid]: request.playerUUID } : {}),
    ...(request.name ? { [f.name]: request.name } : {}),
    ...presenceOnJoin(current, seat, holder),
    [f.lastSeen]: now,
    lastActivityAt: now,
  };
  const drafts: EventDraft[] = [{ type: 'GAME_JOINED', playerId: seat }];
  if (current.status === 'waiting' && isSeatTaken(current, otherSeat(seat))) {
    const started = startGame(coreOf(current));
    if (started.ok) {
      set.status = started.game.status;
      set.movedAtVersion = (current.version ?? 0) + 1;
      drafts.push(...draftsOf(started.events));
    }
  }
  return { set, drafts, result: seat };
}

/**
 * A return under another name renames the seat in the return's own write. The rename is news to the opponent
 * and to watchers, and a return's own events carry no view: STATUS_UPDATED (the seat's status as the write leaves
 * it) carries the renamed view to them. An absent name never clears a stored one.
 */
function withRename(current: StoredGame, seat: Seat, name: string | undefined, plan: Plan<Seat>): Plan<Seat> {
  if (!name || name === nameOf(current, seat)) return plan;
  const f = seatFields(seat);
  const status = (plan.set[f.status] ?? current[f.status] ?? 'Available') as SeatStatus;
  return {
    ...plan,
    set: { ...plan.set, [f.name]: name },
    drafts: [...plan.drafts, { type: 'STATUS_UPDATED', playerId: seat, status }],
  };
}

/** The same playerUUID again: its seat, under the clientId it comes with now. */
function planReturn(
  current: StoredGame,
  seat: Seat,
  clientId: string,
  holder: Holder | null,
  now: Date,
): Plan<Seat> {
  const f = seatFields(seat);
  const isNewClient = clientIdOf(current, seat) !== clientId;
  const isReconnect = holder !== null && current[f.active] !== true;
  const presence = presenceOnJoin(current, seat, holder);
  const status = presence[f.status] ?? current[f.status];
  return {
    set: {
      [f.clientId]: clientId,
      ...presence,
      [f.lastSeen]: now,
      ...leftAtIfUnseen(current, seat, presence, now),
    },
    // PLAYER_RETURNED reads as Available (a replay folds it so): a tab that comes back hidden is away after it.
    drafts:
      isNewClient || isReconnect
        ? [
            { type: 'PLAYER_RETURNED', playerId: seat } as const,
            ...(status === 'Away'
              ? [{ type: 'PRESENCE_UPDATE', playerId: seat, status: 'away' } as const]
              : presenceChange(current, seat, 'active')),
          ]
        : presenceChange(current, seat, status === 'Away' ? 'away' : 'active'),
    result: seat,
  };
}
