// The turns a browser's tabs told their player of themselves (POST /api/push/told), kept on its push
// subscription so that turn's push skips the browser. One per game, for the last few games: a device with two
// games hidden in tabs tells of both, and the second must not make the first one's turn push alert again.
import type { PipelineStage } from 'mongoose';

/** Games a subscription remembers a told turn for: a device rarely has more games hidden at once. */
export const TOLD_GAMES_KEPT = 8;

export interface ToldTurn {
  gameId: string;
  turn: string;
}

/** What sendTo reads of a subscription: the told turns, and the single pair builds before this one wrote. */
export interface ToldFields {
  toldTurns?: ToldTurn[] | null;
  toldGameId?: string | null;
  toldTurn?: string | null;
}

/** Whether a tab on the subscription's browser told its player of `turn` in `gameId` already. */
export function turnWasTold(sub: ToldFields, gameId: string, turn: string): boolean {
  if (sub.toldGameId === gameId && sub.toldTurn === turn) return true;
  return (sub.toldTurns ?? []).some((told) => told.gameId === gameId && told.turn === turn);
}

/**
 * The update that remembers `turn` as the told turn of `gameId`: it replaces that game's earlier one and
 * keeps the newest `TOLD_GAMES_KEPT` games, in one write, so two tabs telling at once both stay. An older
 * record's single pair is folded in first and its fields dropped. The values are `$literal`: a turn is any
 * short string, and one starting with `$` would otherwise read as a field path.
 */
export function rememberToldTurn(gameId: string, turn: string): PipelineStage[] {
  const legacy = {
    $cond: [
      {
        $and: [
          { $ne: [{ $ifNull: ['$toldGameId', null] }, null] },
          { $ne: [{ $ifNull: ['$toldTurn', null] }, null] },
        ],
      },
      [{ gameId: '$toldGameId', turn: '$toldTurn' }],
      [],
    ],
  };
  const others = {
    $filter: {
      input: { $concatArrays: [legacy, { $ifNull: ['$toldTurns', []] }] },
      cond: { $ne: ['$$this.gameId', { $literal: gameId }] },
    },
  };
  return [
    {
      $set: {
        toldTurns: {
          $concatArrays: [
            { $slice: [others, -(TOLD_GAMES_KEPT - 1)] },
            [{ gameId: { $literal: gameId }, turn: { $literal: turn } }],
          ],
        },
      },
    },
    { $unset: ['toldGameId', 'toldTurn'] },
  ] as PipelineStage[];
}
