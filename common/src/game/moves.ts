// The two moves a player can make, and their validation into a normalised form.
import { isValidCellIndex, normalizeLetter } from './grid';
import { MOVE_ERROR_MESSAGES, moveError, type MoveError } from './errors';
import type { GameEvent } from './events';

export type Move = { type: 'SELECT_LETTER'; letter: string } | { type: 'PLACE_LETTER'; cellIndex: number };

export type MoveResult<G> = { ok: true; game: G; events: GameEvent[] } | { ok: false; error: MoveError };

/** Checks a move's shape; letters come back upper-cased ('a' → 'A'). */
export function normalizeMove(move: unknown): { ok: true; move: Move } | { ok: false; error: MoveError } {
  if (typeof move !== 'object' || move === null) {
    return { ok: false, error: moveError('INVALID_INPUT', MOVE_ERROR_MESSAGES.invalidMove) };
  }
  const candidate = move as Record<string, unknown>;
  if (candidate.type === 'SELECT_LETTER') {
    const letter = normalizeLetter(candidate.letter);
    if (letter === null)
      return { ok: false, error: moveError('INVALID_INPUT', MOVE_ERROR_MESSAGES.invalidLetter) };
    return { ok: true, move: { type: 'SELECT_LETTER', letter } };
  }
  if (candidate.type === 'PLACE_LETTER') {
    if (!isValidCellIndex(candidate.cellIndex)) {
      return { ok: false, error: moveError('INVALID_INPUT', MOVE_ERROR_MESSAGES.invalidCellIndex) };
    }
    return { ok: true, move: { type: 'PLACE_LETTER', cellIndex: candidate.cellIndex } };
  }
  return { ok: false, error: moveError('INVALID_INPUT', MOVE_ERROR_MESSAGES.invalidMove) };
}

export function rejectMove(error: MoveError): { ok: false; error: MoveError } {
  return { ok: false, error };
}
