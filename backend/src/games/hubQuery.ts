// Home's hub: a player's friend games, found by the UUID of either seat (each seat's own index).
import {
  HUB_RECENT_FINISHED,
  isSeatsTurn,
  otherSeat,
  rematchStageFor,
  winnerOf,
  type HubGame,
  GameStatus,
  type MyGamesResponse,
  type Seat,
} from '@gridable/common';
import type { Models } from '../db/models';
import type { StoredGame } from '../db/stores/gameStore';
import { coreOf, isSeatTaken, nameOf, seatByUUID, seatFields } from './gameRecord';
import { claimableAtOf } from './gameViews';
import { rematchStateOf } from './rematchRecord';
import { moveLogOf } from './moveLog';

/** More games in progress than a person plays at once; past it the oldest are left off. */
const MAX_IN_PROGRESS = 50;
/** Every status but 'completed'. */
const IN_PROGRESS = GameStatus.options.filter((status) => status !== 'completed');

export function createHubQuery(models: Models) {
  // Games in progress and finished ones are read apart: a player's many recent finished games must not push
  // an older game still in progress (the friend who has not moved for days) off the end of one shared page.
  const bySeat = (field: 'player1UUID' | 'player2UUID', playerUUID: string, finished: boolean) =>
    models.games
      .find({
        [field]: playerUUID,
        gameMode: { $ne: 'daily' },
        // Named statuses, not `$ne: 'completed'`: an index can pin a list, while `$ne` read every game the
        // player ever finished (12,000 on one id took ~1 s) to keep the few in progress.
        status: finished ? 'completed' : { $in: IN_PROGRESS },
      })
      // Finished games by when they ended, the index's next field: only the newest few are read, not the
      // thousands before them. Games in progress are few (OPEN_GAMES_CAP) and sorted as they are.
      .sort(finished ? { completedAt: -1 } : { lastActivityAt: -1 })
      .limit(finished ? HUB_RECENT_FINISHED : MAX_IN_PROGRESS)
      .lean<StoredGame[]>();

  return async function myGames(playerUUID: string): Promise<MyGamesResponse> {
    const [asOne, asTwo, doneAsOne, doneAsTwo] = await Promise.all([
      bySeat('player1UUID', playerUUID, false),
      bySeat('player2UUID', playerUUID, false),
      bySeat('player1UUID', playerUUID, true),
      bySeat('player2UUID', playerUUID, true),
    ]);
    const hubGames = (games: StoredGame[]) =>
      games.map((game) => hubGameOf(game, playerUUID)).filter((game): game is HubGame => game !== null);
    return {
      // Your move first, then the most recently played.
      inProgress: hubGames([...asOne, ...asTwo])
        .sort((a, b) => b.lastMoveAt.localeCompare(a.lastMoveAt))
        .sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn))
        .slice(0, MAX_IN_PROGRESS),
      // The two seats' newest, merged by the key each was read by, so the ten kept are the newest of all.
      finished: hubGames([...doneAsOne, ...doneAsTwo].sort((a, b) => endedAt(b) - endedAt(a))).slice(
        0,
        HUB_RECENT_FINISHED,
      ),
    };
  };
}

/** When a game ended; a game finished before completedAt was kept sorts last, as the index puts it. */
function endedAt(game: StoredGame): number {
  return game.completedAt?.getTime() ?? 0;
}
export type HubQuery = ReturnType<typeof createHubQuery>;

export function hubGameOf(game: StoredGame, playerUUID: string): HubGame | null {
  const seat = seatByUUID(game, playerUUID);
  if (seat === null) return null;
  const opponent = otherSeat(seat);
  const core = coreOf(game);
  const score = (s: Seat) => (s === 1 ? core.player1Score : core.player2Score);
  const rematch = rematchStateOf(game);
  const o = seatFields(opponent);
  return {
    gameId: game.gameId,
    status: core.status,
    playerId: seat,
    round: Math.min(core.currentRound, 17),
    yourTurn: isSeatsTurn(core, seat),
    theirTurn: isSeatsTurn(core, opponent),
    opponentJoined: isSeatTaken(game, opponent),
    opponentName: nameOf(game, opponent),
    opponentPresent: game[o.active] === true && game[o.status] === 'Available',
    yourScore: score(seat),
    opponentScore: score(opponent),
    result: core.status === 'completed' ? resultFor(game, seat) : null,
    ending: core.status === 'completed' ? (game.ending ?? 'completed') : null,
    lastMoveAt: (game.lastActivityAt ?? game.createdAt ?? new Date(0)).toISOString(),
    createdAt: (game.createdAt ?? game.lastActivityAt ?? new Date(0)).toISOString(),
    moved: core.currentRound > 1 || core.currentLetter !== null || moveLogOf(game).length > 0,
    claimableAt: claimableAtOf(game, seat),
    rematchOffered: rematch.offeredBy.includes(opponent) && !rematch.offeredBy.includes(seat),
    rematchAsked: rematch.offeredBy.includes(seat) && !rematch.offeredBy.includes(opponent),
    rematchDeclined: rematchStageFor(rematch, seat) === 'declined-by-opponent',
    rematchGameId: rematch.rematchGameId,
  };
}

function resultFor(game: StoredGame, seat: Seat): 'won' | 'lost' | 'tied' {
  const winner = game.ending ? game.endWinner : winnerOf(coreOf(game));
  if (winner !== 1 && winner !== 2) return 'tied';
  return winner === seat ? 'won' : 'lost';
}
