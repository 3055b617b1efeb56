// The results text players paste into a chat: title, score, an emoji picture of the grid, then the link.
import { CELL_COUNT, GRID_SIZE, MAX_SCORE } from '../constants';
import { cellAt, type Grid } from '../game/grid';
import { scoredCellIndexes, type ScoredWord } from '../game/scoring';
import { dailyTitle } from './gameNumber';

export const SHARE_SCORED_CELL = '🟩';
export const SHARE_UNSCORED_CELL = '⬜';
export const SHARE_EMPTY_CELL = '⬛';

export interface ShareTextInput {
  /** Present for daily results; friend results are titled plain 'Gridable'. */
  gameNumber?: number | null;
  /** A past day played from the archive: the title says so, since it is not that day's live result. */
  archive?: boolean;
  score: number;
  grid: Grid;
  words: readonly ScoredWord[];
  url: string;
}

/** One emoji per cell, a line per row; letters stay hidden so the picture spoils nothing. */
export function gridEmoji(grid: Grid, words: readonly ScoredWord[]): string {
  const scored = new Set(scoredCellIndexes(words));
  const cells = Array.from({ length: CELL_COUNT }, (_, index) => {
    if (cellAt(grid, index) === null) return SHARE_EMPTY_CELL;
    return scored.has(index) ? SHARE_SCORED_CELL : SHARE_UNSCORED_CELL;
  });
  const rows: string[] = [];
  for (let row = 0; row < GRID_SIZE; row++)
    rows.push(cells.slice(row * GRID_SIZE, (row + 1) * GRID_SIZE).join(''));
  return rows.join('\n');
}

export const ARCHIVE_MARK = '(archive)';

export function buildShareText({
  gameNumber,
  archive = false,
  score,
  grid,
  words,
  url,
}: ShareTextInput): string {
  const daily = gameNumber == null ? 'Gridable' : dailyTitle(gameNumber);
  const title = archive ? `${daily} ${ARCHIVE_MARK}` : daily;
  return [title, `Score: ${score}/${MAX_SCORE}`, '', gridEmoji(grid, words), '', url].join('\n');
}
