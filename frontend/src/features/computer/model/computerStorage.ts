// The game in progress, kept in localStorage so a reload (or the server being down) never loses it. Only the
// level, seed, seats and moves are stored; loading replays them through the rules.
import { isBotLevel } from '@gridable/common/rules';
import { LOCAL_KEYS } from '../../../lib/storage/keys';
import { replayGame, type ComputerGame, type LoggedMove } from './computerGame';

export const COMPUTER_GAME_KEY = LOCAL_KEYS.computerGame;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isLoggedMove(value: unknown): value is LoggedMove {
  if (!isRecord(value) || (value.seat !== 1 && value.seat !== 2) || !isRecord(value.move)) return false;
  const { move } = value;
  return (
    (move.type === 'SELECT_LETTER' && typeof move.letter === 'string') ||
    (move.type === 'PLACE_LETTER' && typeof move.cellIndex === 'number')
  );
}

/** The saved game, replayed; null when there is none or it does not survive the rules. */
export function loadComputerGame(storage?: Storage): ComputerGame | null {
  let parsed: unknown;
  try {
    // Reached inside the try: a browser that blocks storage throws on the mere access (and the app shell's
    // build-time render has none), which reads as no saved game.
    parsed = JSON.parse((storage ?? localStorage).getItem(COMPUTER_GAME_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { level, seed, humanSeat, moves, startedAt } = parsed;
  if (!isBotLevel(level) || typeof seed !== 'number' || (humanSeat !== 1 && humanSeat !== 2)) return null;
  if (typeof startedAt !== 'string' || !Array.isArray(moves) || !moves.every(isLoggedMove)) return null;
  return replayGame({ level, seed, humanSeat: humanSeat, moves, startedAt });
}

export function saveComputerGame(game: ComputerGame, storage: Storage = localStorage): void {
  const { level, seed, humanSeat, moves, startedAt } = game;
  try {
    storage.setItem(COMPUTER_GAME_KEY, JSON.stringify({ level, seed, humanSeat, moves, startedAt }));
  } catch (error) {
    // A full or blocked storage only costs the resume after a reload; the game goes on.
    console.warn('The computer game could not be saved', error);
  }
}

export function clearComputerGame(storage: Storage = localStorage): void {
  storage.removeItem(COMPUTER_GAME_KEY);
}
