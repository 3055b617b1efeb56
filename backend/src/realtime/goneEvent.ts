// A game's GAME_NOT_FOUND, told outside its sequence (id 0): one builder for a socket's failure event and an
// SSE stream opening on the game, so both say it alike, with the code its REST twin carries (404
// GAME_NOT_FOUND for a game that never was, 410 GAME_WITHDRAWN for one taken back).
import { GAME_MESSAGES, GoneCode, type ServerEventOf } from '@gridable/common';

const GONE_MESSAGES: Readonly<Record<GoneCode, string>> = Object.freeze({
  GAME_NOT_FOUND: GAME_MESSAGES.gameNotFound,
  GAME_WITHDRAWN: GAME_MESSAGES.gameWithdrawn,
});

/** Whether an error's code says the game is gone (and so answers GAME_NOT_FOUND on a socket or stream). */
export function isGoneCode(code: string | undefined): code is GoneCode {
  return GoneCode.safeParse(code).success;
}

/** The GAME_NOT_FOUND event of `gameId`; `message` is the refusal's own sentence when there was one. */
export function goneEvent(
  gameId: string,
  code: GoneCode,
  message: string = GONE_MESSAGES[code],
): ServerEventOf<'GAME_NOT_FOUND'> {
  return { type: 'GAME_NOT_FOUND', eventId: 0, gameId, timestamp: new Date().toISOString(), message, code };
}
