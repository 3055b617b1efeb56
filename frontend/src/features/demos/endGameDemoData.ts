// Canned finished grids for the end-screen demos, scored by the real rules so the highlights are true.
import { scoreGrid } from '@gridable/common/rules';
import type { Grid } from '@gridable/common';
import type { PlayerResult } from '../friend-game';

function result(rows: string[]): PlayerResult {
  const grid: Grid = rows.map((row) => row.split(''));
  const { total, words } = scoreGrid(grid);
  return { grid, words, score: total };
}

export const strongGrid = result(['CATS', 'AREA', 'REST', 'STOP']);
export const weakGrid = result(['QXZA', 'JOBV', 'KWIT', 'ZEPH']);
/** A fixed day, so the demo reads the same every time. */
export const DEMO_PLAYED_ON = new Date('2025-06-14T18:30:00Z');
