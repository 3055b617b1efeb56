// What a review page needs from any kind of game: the request for common's review, and both grids' moves
// for the replay. Server games arrive as their moves; the computer game is read from this browser.
import {
  applyMove,
  computerOpponentNote,
  createFriendGameCore,
  emptyGrid,
  otherSeat,
  placeLetterInGrid,
  reviewSeed,
  scoreGrid,
  startGame,
  type PlayedMove,
  type ReviewRequest,
} from '@gridable/common/rules';
import { BOT_LEVEL_NAMES, computerName } from '@gridable/common/messages';
import type { PublicResultRequest, ReviewMovesResponse, Seat } from '@gridable/common';
import { computerResultRequest, type ComputerGame } from '../../computer';

export interface ReviewSource {
  request: ReviewRequest;
  /** The title of what was played: "Gridable #123", "Friend game ABCDE", "Game vs Hard". */
  title: string;
  score: number;
  /** The other grid of the replay: the opponent's moves, or null where the computer's own game stands in. */
  other: { label: string; note?: string; moves: PlayedMove[]; score: number } | null;
  /** The viewer played this game; else a visitor to a daily whose day is over everywhere. */
  isOwner: boolean;
  /** The game as a public result, so sharing the review gives a /share link (the review's line added). */
  result: Omit<PublicResultRequest, 'review'>;
}

/** The player's grid and words from their moves: what the server's finished copy holds for this seat. */
function resultOfMoves(moves: readonly PlayedMove[]) {
  const grid = moves.reduce((g, move) => placeLetterInGrid(g, move.cell, move.letter), emptyGrid());
  const { words, total } = scoreGrid(grid);
  return { playerGrid: grid, playerWords: words, playerScore: total };
}

export function sourceFromServer(reply: ReviewMovesResponse): ReviewSource {
  const daily = reply.kind === 'daily';
  return {
    request: { kind: reply.kind, seat: reply.seat, moves: reply.moves, seed: reviewSeed(reply.gameId) },
    title: daily
      ? `Gridable #${reply.gameNumber ?? ''}${reply.archive ? ' (archive)' : ''}`
      : reply.opponentName
        ? `Friend game vs ${reply.opponentName}`
        : `Friend game ${reply.gameId}`,
    score: reply.score,
    isOwner: reply.isOwner,
    other:
      reply.opponentMoves && reply.opponentScore !== null
        ? { label: reply.opponentName ?? 'Opponent', moves: reply.opponentMoves, score: reply.opponentScore }
        : null,
    // The server builds a daily or friend result from its own copy; the grid only says which seat.
    result: {
      gameId: reply.gameId,
      kind: reply.kind,
      gameMode: daily ? 'daily_challenge' : 'multiplayer',
      gameNumber: reply.gameNumber,
      ...resultOfMoves(reply.moves),
      completedAt: new Date().toISOString(),
    },
  };
}

/** Every placement of a finished computer game, by seat, replayed through the rules; null if unfinished. */
export function placementsOf(game: ComputerGame): Record<Seat, PlayedMove[]> | null {
  const started = startGame(createFriendGameCore());
  if (!started.ok) return null;
  let core = started.game;
  const placed: Record<Seat, PlayedMove[]> = { 1: [], 2: [] };
  for (const { seat, move } of game.moves) {
    const moved = applyMove(core, move, seat);
    if (!moved.ok) return null;
    core = moved.game;
    for (const event of moved.events) {
      if (event.type !== 'PLAYER_PLACED_LETTER') continue;
      const grid = event.seat === 1 ? core.player1Grid : core.player2Grid;
      const letter = grid[event.cellIndex >> 2]?.[event.cellIndex & 3];
      if (letter) placed[event.seat].push({ round: event.round, letter, cell: event.cellIndex });
    }
  }
  return core.status === 'completed' ? placed : null;
}

export function sourceFromComputerGame(game: ComputerGame): ReviewSource | null {
  const placed = placementsOf(game);
  if (!placed) return null;
  const seat = game.humanSeat;
  const bot = otherSeat(seat);
  const scoreOf = (s: Seat) => (s === 1 ? game.core.player1Score : game.core.player2Score);
  const level = BOT_LEVEL_NAMES[game.level];
  return {
    request: { kind: 'computer', seat, moves: placed[seat], seed: reviewSeed(`computer-${game.startedAt}`) },
    title: `Game vs ${level} computer`,
    score: scoreOf(seat),
    isOwner: true,
    other: {
      label: computerName(game.level),
      note: computerOpponentNote(game.level),
      moves: placed[bot],
      score: scoreOf(bot),
    },
    result: computerResultRequest(game, new Date()),
  };
}
