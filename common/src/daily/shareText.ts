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

/** What a cell shows in the spoiler-free picture of a grid: in a scored word, a letter in none, or empty. */
export type PatternCell = 'scored' | 'unscored' | 'empty';

const PATTERN_EMOJI: Record<PatternCell, string> = {
  scored: SHARE_SCORED_CELL,
  unscored: SHARE_UNSCORED_CELL,
  empty: SHARE_EMPTY_CELL,
};

/** The grid's 16 cells, row by row, without their letters. */
export function gridPattern(grid: Grid, words: readonly ScoredWord[]): PatternCell[] {
  const scored = new Set(scoredCellIndexes(words));
  return Array.from({ length: CELL_COUNT }, (_, index) => {
    if (cellAt(grid, index) === null) return 'empty';
    return scored.has(index) ? 'scored' : 'unscored';
  });
}

/** The cells of an emoji picture made by gridEmoji, row by row: its inverse, for drawing the picture. */
export function patternCells(emoji: string): PatternCell[] {
  const byEmoji = new Map(Object.entries(PATTERN_EMOJI).map(([cell, e]) => [e, cell as PatternCell]));
  return Array.from(emoji.replace(/\s/g, '')).map((e) => byEmoji.get(e) ?? 'empty');
}

/** One emoji per cell, a line per row; letters stay hidden so the picture spoils nothing. */
export function gridEmoji(grid: Grid, words: readonly ScoredWord[]): string {
  const cells = gridPattern(grid, words).map((cell) => PATTERN_EMOJI[cell]);
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
