// Why a move was refused: a code the server maps to an HTTP status, and a sentence a player can read.
import type { ErrorCode } from '../protocol/errorCodes';

export type MoveErrorCode = Extract<
  ErrorCode,
  'INVALID_INPUT' | 'NOT_YOUR_TURN' | 'NOT_ACTIVE' | 'CONFLICT' | 'STALE_VERSION' | 'CLAIM_TOO_SOON'
>;

export interface MoveError {
  code: MoveErrorCode;
  message: string;
}

/** HTTP status for each code, so every server route answers the same way. */
export const MOVE_ERROR_HTTP_STATUS: Readonly<Record<MoveErrorCode, number>> = Object.freeze({
  INVALID_INPUT: 400,
  NOT_YOUR_TURN: 403,
  NOT_ACTIVE: 409,
  CONFLICT: 409,
  STALE_VERSION: 409,
  CLAIM_TOO_SOON: 409,
});

/** The sentences live with every other SPEC sentence in messages/; re-exported for the rules' callers. */
export { MOVE_ERROR_MESSAGES } from '../messages/moveErrors';

export function moveError(code: MoveErrorCode, message: string): MoveError {
  return { code, message };
}
