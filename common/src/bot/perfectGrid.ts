// Whether a day's letters allow a perfect 32 with hindsight: a 4x4 grid whose 4 rows and 4 columns are all
// 4-letter words and which holds the day's 8 letters (the other 8 cells are free).
import { CELL_COUNT, GRID_SIZE } from '../constants';
import type { Grid } from '../game/grid';
import { WORD_DATA } from '../words/wordData';
import { LETTER_COUNT, letterCode, letterOfCode } from './letters';

/** Search steps after which the search gives up and answers null (a redraw), so a draw never stalls. */
const NODE_BUDGET = 500_000;

interface PrefixMasks {
  /** Bit L of byLength[k][prefix] is set when prefix + L begins (or, at length 3, is) a 4-letter word. */
  byLength: [Int32Array, Int32Array, Int32Array, Int32Array];
  /** reach[k][prefix * 4 + p]: letters that some word beginning with the k-letter prefix has at position p. */
  reach: [Int32Array, Int32Array, Int32Array, Int32Array];
}

let prefixMasks: PrefixMasks | null = null;

/** Prefixes are numbered base 26: '' → 0, 'A' → 0, 'AB' → 1, … (each length has its own table). */
function masks(): PrefixMasks {
  if (!prefixMasks) {
    const byLength: PrefixMasks['byLength'] = [
      new Int32Array(1),
      new Int32Array(LETTER_COUNT),
      new Int32Array(LETTER_COUNT ** 2),
      new Int32Array(LETTER_COUNT ** 3),
    ];
    const reach: PrefixMasks['reach'] = [
      new Int32Array(GRID_SIZE),
      new Int32Array(LETTER_COUNT * GRID_SIZE),
      new Int32Array(LETTER_COUNT ** 2 * GRID_SIZE),
      new Int32Array(LETTER_COUNT ** 3 * GRID_SIZE),
    ];
    for (const word of WORD_DATA.split(' ')) {
      if (word.length !== GRID_SIZE) continue;
      let prefix = 0;
      for (let i = 0; i < GRID_SIZE; i++) {
        const code = word.charCodeAt(i) - 65;
        const table = byLength[i] as Int32Array;
        table[prefix] = (table[prefix] ?? 0) | (1 << code);
        const reachable = reach[i] as Int32Array;
        for (let p = i; p < GRID_SIZE; p++) {
          const index = prefix * GRID_SIZE + p;
          reachable[index] = (reachable[index] ?? 0) | (1 << (word.charCodeAt(p) - 65));
        }
        prefix = prefix * LETTER_COUNT + code;
      }
    }
    prefixMasks = { byLength, reach };
  }
  return prefixMasks;
}

class PerfectSearch {
  readonly cells = new Uint8Array(CELL_COUNT);
  readonly need = new Int32Array(LETTER_COUNT);
  /** Prefix number of each row and column so far. */
  readonly rowPrefix = new Int32Array(GRID_SIZE);
  readonly colPrefix = new Int32Array(GRID_SIZE);
  needTotal = 0;
  nodes = 0;
  readonly table = masks().byLength;
  readonly reach = masks().reach;
  readonly counts = new Int32Array(LETTER_COUNT);

  /**
   * Whether each needed letter still has enough remaining cells that could hold it, judging each cell by
   * the letters its row's and column's words so far could put there. Cuts most dead ends rows early.
   */
  canStillPlaceNeeded(cell: number): boolean {
    const row = cell >> 2;
    const col = cell & 3;
    let needMask = 0;
    for (let code = 0; code < LETTER_COUNT; code++) if ((this.need[code] ?? 0) > 0) needMask |= 1 << code;
    this.counts.fill(0);
    for (let at = cell; at < CELL_COUNT; at++) {
      const r = at >> 2;
      const c = at & 3;
      const rowLength = r === row ? col : 0;
      const rowPrefix = r === row ? (this.rowPrefix[r] ?? 0) : 0;
      const colLength = c < col ? row + 1 : row;
      const possible =
        (this.reach[rowLength]?.[rowPrefix * GRID_SIZE + c] ?? 0) &
        (this.reach[colLength]?.[(this.colPrefix[c] ?? 0) * GRID_SIZE + r] ?? 0);
      if (possible === 0) return false;
      // Count only the needed letters this cell could hold, one set bit at a time.
      for (let bits = possible & needMask; bits !== 0; bits &= bits - 1) {
        const code = 31 - Math.clz32(bits & -bits);
        this.counts[code] = (this.counts[code] ?? 0) + 1;
      }
    }
    for (let bits = needMask; bits !== 0; bits &= bits - 1) {
      const code = 31 - Math.clz32(bits & -bits);
      if ((this.need[code] ?? 0) > (this.counts[code] ?? 0)) return false;
    }
    return true;
  }

  constructor(letters: readonly string[]) {
    for (const letter of letters) {
      this.need[letterCode(letter)] = (this.need[letterCode(letter)] ?? 0) + 1;
      this.needTotal++;
    }
  }

  /** Fills cells from `cell` on in reading order; true once the grid is complete. */
  fill(cell: number): boolean {
    if (cell === CELL_COUNT) return true;
    if (++this.nodes > NODE_BUDGET) return false;
    const row = cell >> 2;
    const col = cell & 3;
    let allowed =
      (this.table[col]?.[this.rowPrefix[row] ?? 0] ?? 0) & (this.table[row]?.[this.colPrefix[col] ?? 0] ?? 0);
    const cellsLeft = CELL_COUNT - cell;
    if (this.needTotal > cellsLeft || !this.canStillPlaceNeeded(cell)) return false;
    // When every remaining cell must hold a needed letter, only needed letters may go here.
    if (this.needTotal === cellsLeft) {
      let needMask = 0;
      for (let code = 0; code < LETTER_COUNT; code++) if ((this.need[code] ?? 0) > 0) needMask |= 1 << code;
      allowed &= needMask;
    }
    const rowBefore = this.rowPrefix[row] ?? 0;
    const colBefore = this.colPrefix[col] ?? 0;
    // Needed letters first: they are what makes a square fit the day.
    for (const wantNeeded of [true, false]) {
      for (let code = 0; code < LETTER_COUNT; code++) {
        if ((allowed & (1 << code)) === 0 || (this.need[code] ?? 0) > 0 !== wantNeeded) continue;
        this.cells[cell] = code;
        this.rowPrefix[row] = col === GRID_SIZE - 1 ? 0 : rowBefore * LETTER_COUNT + code;
        this.colPrefix[col] = colBefore * LETTER_COUNT + code;
        if (wantNeeded) {
          this.need[code] = (this.need[code] ?? 0) - 1;
          this.needTotal--;
        }
        const done = this.fill(cell + 1);
        if (wantNeeded) {
          this.need[code] = (this.need[code] ?? 0) + 1;
          this.needTotal++;
        }
        this.rowPrefix[row] = rowBefore;
        this.colPrefix[col] = colBefore;
        if (done) return true;
        if (this.nodes > NODE_BUDGET) return false;
      }
    }
    return false;
  }
}

/**
 * A grid whose 4 rows and 4 columns are all 4-letter words of the list and which contains `letters8` as a
 * multiset, or null. Exact within a budget of search steps: 353 of 365 seeded daily draws found a grid
 * within it (tens of milliseconds typically), a few more only past it; there it answers null,
 * which only ever makes a caller redraw a day that might have qualified, never accept one that does not.
 */
export function findPerfectGrid(letters8: readonly string[]): Grid | null {
  const search = new PerfectSearch(letters8);
  if (search.needTotal > CELL_COUNT || !search.fill(0)) return null;
  return Array.from({ length: GRID_SIZE }, (_, row) =>
    Array.from({ length: GRID_SIZE }, (_, col) => letterOfCode(search.cells[row * GRID_SIZE + col] ?? 0)),
  );
}
