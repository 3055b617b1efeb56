// What a client may see of a game: the viewer's own seat credentials, the opponent's redacted.
import {
  REDACTED,
  claimableAt,
  emptyGrid,
  isSeatsTurn,
  type GameView,
  type PlayerInfo,
  type Seat,
  type ServerEvent,
} from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import { clientIdOf, coreOf, nameOf, uuidOf } from './gameRecord';
import { rematchViewOf } from './rematchRecord';

/**
 * The game as `viewer` sees it (null: a broadcast nobody owns). Redacted: another player's clientId and
 * UUID are their seat credentials, so a taken seat shows only the REDACTED marker and a null UUID.
 */
export function viewFor(game: StoredGame, viewer: Seat | null): GameView {
  const seatClient = (seat: Seat): string | null => {
    const clientId = clientIdOf(game, seat);
    if (viewer === seat) return clientId;
    return clientId === null && uuidOf(game, seat) === null ? null : REDACTED;
  };
  const seatUUID = (seat: Seat): string | null => (viewer === seat ? uuidOf(game, seat) : null);
  return {
    gameId: game.gameId,
    ...coreOf(game),
    player1: seatClient(1),
    player2: seatClient(2),
    player1UUID: seatUUID(1),
    player2UUID: seatUUID(2),
    // Public, unlike the credentials above: the opponent, watchers and a shared link all see who plays.
    player1Name: nameOf(game, 1),
    player2Name: nameOf(game, 2),
    player1Status: game.player1Status ?? 'Available',
    player2Status: game.player2Status ?? 'Available',
    identityVersion: game.identityVersion ?? 1,
    lastActivityAt: (game.lastActivityAt ?? game.createdAt ?? new Date()).toISOString(),
    challengeId: game.challengeId ?? null,
    dailyChallengeDate: game.dailyChallengeDate ?? null,
    version: game.version ?? 0,
    ...rematchViewOf(game),
    ...endingViewOf(game),
    ...(viewer === null ? {} : { claimableAt: claimableAtOf(game, viewer) }),
  };
}

/** A game that ended early says how and who won. */
function endingViewOf(game: StoredGame): Pick<GameView, 'ending'> {
  if (game.status !== 'completed' || !game.ending || (game.endWinner !== 1 && game.endWinner !== 2))
    return {};
  return { ending: { ending: game.ending, winner: game.endWinner } };
}

/** When this seat may claim the win, if the opponent stays silent on their turn. */
export function claimableAtOf(game: StoredGame, seat: Seat): string | null {
  const lastMove = game.lastActivityAt ?? game.createdAt;
  if (!lastMove) return null;
  return claimableAt(coreOf(game), seat, lastMove)?.toISOString() ?? null;
}

export function publicView(game: StoredGame): GameView {
  return viewFor(game, null);
}

/** Whether the seat has something to do now: the rules' isSeatsTurn. */
export function playerInfoFor(game: StoredGame, seat: Seat | null): PlayerInfo | null {
  if (seat === null) return null;
  return { playerId: seat, isYourTurn: isSeatsTurn(coreOf(game), seat) };
}

/** A live game's view for someone without a seat: no grid, word or score until it is over. */
export function withoutGrids(view: GameView): GameView {
  if (view.status === 'completed') return view;
  return {
    ...view,
    player1Grid: emptyGrid(),
    player2Grid: emptyGrid(),
    player1Words: [],
    player2Words: [],
    player1Score: 0,
    player2Score: 0,
  };
}

/**
 * A room event as someone without a seat may see it: the same event, its game without grids until it is over.
 * Room events carry the public view, which is the players' (both grids); a stranger's stream must not.
 */
export function eventForStranger(event: ServerEvent): ServerEvent {
  if (!('game' in event) || !event.game) return event;
  const game = withoutGrids(event.game);
  return game === event.game ? event : { ...event, game };
}
