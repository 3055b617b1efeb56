// Who the players are by name: the name a seat's player gave, or the word the game used before names existed.
import { otherSeat } from '@gridable/common/rules';
import type { GameView, Seat } from '@gridable/common';

/** What a player without a name is called: the game's word before names existed. */
export const UNNAMED_OPPONENT = 'Opponent';

type Named = Pick<GameView, 'player1Name' | 'player2Name'>;

/** The name the seat's player goes by, null while they have given none. */
export function seatName(game: Named, seat: Seat): string | null {
  return (seat === 1 ? game.player1Name : game.player2Name) ?? null;
}

/** The opponent's name as the viewer reads it: their own, else "Opponent". */
export function opponentNameFor(game: Named, seat: Seat): string {
  return seatName(game, otherSeat(seat)) ?? UNNAMED_OPPONENT;
}

/** The opponent as the subject of a sentence: "Ana chose…", else "Your opponent chose…". */
export function opponentSubject(game: Named | null, seat: Seat): string {
  return (game ? seatName(game, otherSeat(seat)) : null) ?? 'Your opponent';
}

/** "Ana's grid", "Opponent's grid". */
export function possessive(name: string): string {
  return `${name}'s`;
}
