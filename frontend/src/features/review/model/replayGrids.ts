// The replay's grids after a given round, from moves in round order.
import { emptyGrid, placeLetterInGrid, type Grid, type PlayedMove } from '@gridable/common/rules';

export function gridAfter(moves: readonly PlayedMove[], round: number): Grid {
  let grid = emptyGrid();
  for (const move of moves) {
    if (move.round > round) break;
    grid = placeLetterInGrid(grid, move.cell, move.letter);
  }
  return grid;
}
