// A game against the computer, run in the browser: the friend game's own rules (common's applyMove) over a
// log of moves, so a saved game is replayed through the rules on load and can never be in an illegal state.
import {
  applyMove,
  chooserForRound,
  createFriendGameCore,
  hasSubmitted,
  otherSeat,
  seatView,
  startGame,
} from '@gridable/common/rules';
import type {
  BotChooseInput,
  BotLevel,
  BotPlaceInput,
  FriendGameCore,
  GameView,
  Move,
  Seat,
} from '@gridable/common';

export interface LoggedMove {
  seat: Seat;
  move: Move;
}

/** Everything that defines a game: replaying `moves` from the start gives `core`. */
export interface ComputerGame {
  level: BotLevel;
  /** The bot's seed: the same seed and position give the same move, so a reload resumes the same game. */
  seed: number;
  humanSeat: Seat;
  moves: LoggedMove[];
  startedAt: string;
  core: FriendGameCore;
}

/** What the computer has to do now, as the bot's input; null while it waits for the player. */
export type BotTask = { kind: 'choose'; input: BotChooseInput } | { kind: 'place'; input: BotPlaceInput };

export function botSeatOf(game: Pick<ComputerGame, 'humanSeat'>): Seat {
  return otherSeat(game.humanSeat);
}

function startedCore(): FriendGameCore {
  const started = startGame(createFriendGameCore());
  if (!started.ok) throw new Error(started.error.message);
  return started.game;
}

export function newComputerGame(
  level: BotLevel,
  humanSeat: Seat,
  seed: number,
  now = new Date(),
): ComputerGame {
  return { level, seed, humanSeat, moves: [], startedAt: now.toISOString(), core: startedCore() };
}

/** The next game against the same level, with the other player choosing first. */
export function rematchOf(game: ComputerGame, seed: number, now = new Date()): ComputerGame {
  return newComputerGame(game.level, otherSeat(game.humanSeat), seed, now);
}

/** Applies one move through the rules; the error sentence when they refuse it. */
export function playMove(
  game: ComputerGame,
  seat: Seat,
  move: Move,
): { ok: true; game: ComputerGame } | { ok: false; error: string } {
  const moved = applyMove(game.core, move, seat);
  if (!moved.ok) return { ok: false, error: moved.error.message };
  return { ok: true, game: { ...game, core: moved.game, moves: [...game.moves, { seat, move }] } };
}

/** Rebuilds a game from its log; null if any move is refused (a corrupted or tampered save). */
export function replayGame(saved: Omit<ComputerGame, 'core'>): ComputerGame | null {
  let game: ComputerGame = { ...saved, moves: [], core: startedCore() };
  for (const { seat, move } of saved.moves) {
    const moved = playMove(game, seat, move);
    if (!moved.ok) return null;
    game = moved.game;
  }
  return game;
}

/** Every letter chosen in the rounds before the current one, in order (all of them once the game is over). */
export function lettersPlayed(game: ComputerGame): string[] {
  const letters: string[] = [];
  for (const { move } of game.moves) if (move.type === 'SELECT_LETTER') letters.push(move.letter);
  const isCurrentRoundChosen = game.core.status === 'active' && game.core.currentLetter !== null;
  return isCurrentRoundChosen ? letters.slice(0, -1) : letters;
}

function gridOf(core: FriendGameCore, seat: Seat) {
  return seatView(core, seat).grid;
}

export function botTask(game: ComputerGame): BotTask | null {
  const { core } = game;
  if (core.status !== 'active') return null;
  const seat = botSeatOf(game);
  const common = {
    round: core.currentRound,
    level: game.level,
    seed: game.seed,
    seat,
    mode: 'friend' as const,
  };
  if (core.currentLetter === null) {
    if (chooserForRound(core.currentRound) !== seat) return null;
    return {
      kind: 'choose',
      input: { ...common, ownGrid: gridOf(core, seat), lettersPlayed: lettersPlayed(game) },
    };
  }
  const hasPlaced = hasSubmitted(core, seat);
  if (hasPlaced) return null;
  return { kind: 'place', input: { ...common, grid: gridOf(core, seat), letter: core.currentLetter } };
}

/** The move a bot answer makes. */
export function botMove(task: BotTask, answer: string | number): Move {
  return task.kind === 'choose'
    ? { type: 'SELECT_LETTER', letter: String(answer) }
    : { type: 'PLACE_LETTER', cellIndex: Number(answer) };
}

export const COMPUTER_GAME_ID = 'computer';

/** The game as the friend game screens (and their slice) read it: the player in their seat, the computer in the other. */
export function viewOf(game: ComputerGame): GameView {
  const { core } = game;
  const occupant = (seat: Seat) => (seat === game.humanSeat ? 'you' : 'computer');
  return {
    gameId: COMPUTER_GAME_ID,
    ...core,
    player1: occupant(1),
    player2: occupant(2),
    player1UUID: null,
    player2UUID: null,
    player1Status: 'Available',
    player2Status: 'Available',
    identityVersion: 1,
    lastActivityAt: game.startedAt,
    // One move, one state: the friend game slice keeps the view with the highest version.
    version: game.moves.length,
  };
}
