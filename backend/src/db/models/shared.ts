// Schema pieces several collections share: 4x4 grids and scored-word lists stored as plain arrays.
import { Schema } from 'mongoose';

export function emptyGridValue(): (string | null)[][] {
  return Array.from({ length: 4 }, () => Array<string | null>(4).fill(null));
}

/** A 4x4 array of letters or null; Mixed keeps nulls as they are, and writes always $set whole grids. */
export const gridField = {
  type: Schema.Types.Mixed,
  default: emptyGridValue,
  validate: {
    validator: (v: unknown) =>
      Array.isArray(v) &&
      v.length === 4 &&
      v.every(
        (row) =>
          Array.isArray(row) &&
          row.length === 4 &&
          row.every((c: unknown) => c === null || (typeof c === 'string' && /^[A-Z]$/.test(c))),
      ),
    message: 'A grid is 4 rows of 4 cells, each a letter A-Z or null',
  },
} as const;

export const wordsField = { type: [Schema.Types.Mixed], default: () => [] } as const;
