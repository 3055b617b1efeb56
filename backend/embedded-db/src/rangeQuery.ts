// A range read decided without mingo: equalities plus numeric bounds, sorted by one field, e.g. the SSE
// replay's `{ gameId, eventId: { $gt: n } }` sorted by eventId over the {gameId, eventId} index.
//
// Building a mingo Query, sorting through it and cloning every result for a `{ _id: 0 }` projection cost
// more than reading the documents. This answers only what it can decide exactly as MongoDB does and
// returns `undefined` for anything else (an array or BSON wrapper in a filtered field, NaN, other
// operators), so the caller falls back to mingo.
import type { Document } from 'bson';
import { isPlainField, isPlainObject } from './documents';
import { fastMatcher, type FastMatcher } from './fastPaths';

type Bound = '$gt' | '$gte' | '$lt' | '$lte';
const BOUNDS = new Set<string>(['$gt', '$gte', '$lt', '$lte']);

interface RangeField {
  field: string;
  bounds: Array<[Bound, number]>;
}

export interface RangeShape {
  sort?: Document | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
  projection?: Document | undefined;
}

/** `{ $gt: 3, $lte: 9 }` with finite numbers only; undefined for any other value. */
export function boundsOf(value: unknown): Array<[Bound, number]> | undefined {
  if (!isPlainObject(value)) return undefined;
  const entries = Object.entries<unknown>(value);
  if (entries.length === 0) return undefined;
  const bounds: Array<[Bound, number]> = [];
  for (const [op, operand] of entries) {
    if (!BOUNDS.has(op) || typeof operand !== 'number' || !Number.isFinite(operand)) return undefined;
    bounds.push([op as Bound, operand]);
  }
  return bounds;
}

export function within(have: number, bounds: Array<[Bound, number]>): boolean {
  for (const [op, limit] of bounds) {
    if (
      op === '$gt'
        ? !(have > limit)
        : op === '$gte'
          ? !(have >= limit)
          : op === '$lt'
            ? !(have < limit)
            : !(have <= limit)
    )
      return false;
  }
  return true;
}

/** The one field to sort by and its direction; undefined for no sort, null for a sort this cannot do. */
function sortOf(sort: Document | undefined): { field: string; dir: 1 | -1 } | undefined | null {
  if (!sort) return undefined;
  const entries = Object.entries<unknown>(sort);
  if (entries.length === 0) return undefined;
  const [entry] = entries;
  if (entries.length !== 1 || !entry) return null;
  const [field, dir] = entry;
  if (!isPlainField(field) || (dir !== 1 && dir !== -1)) return null;
  return { field, dir };
}

/** A top-level copy without `_id`: candidates are read-only (they may be the store's hot documents). */
function withoutId(doc: Document): Document {
  const { _id: _dropped, ...rest } = doc;
  return rest;
}

/**
 * The documents of `docs` (candidates from an index, read-only) that match
 * `filter`, sorted, skipped, limited and projected; undefined when this cannot decide it exactly.
 * Only `{ _id: 0 }` is projected here (the fields are the caller's to drop); no other projection.
 */
export function rangeQuery(
  docs: Document[],
  filter: Document | undefined,
  shape: RangeShape,
): Document[] | undefined {
  if (!filter) return undefined;
  const equalities: Document = {};
  const ranges: RangeField[] = [];
  for (const [field, value] of Object.entries<unknown>(filter)) {
    if (!isPlainField(field)) return undefined;
    const bounds = boundsOf(value);
    if (bounds) ranges.push({ field, bounds });
    else equalities[field] = value;
  }
  if (ranges.length === 0) return undefined;
  const equal: FastMatcher | undefined = fastMatcher(equalities);
  if (!equal) return undefined;
  const sort = sortOf(shape.sort);
  // Sorting by a range field compares numbers only: every match holds one there.
  if (sort === null || (sort && !ranges.some((range) => range.field === sort.field))) return undefined;
  const projection = shape.projection;
  const dropId = projection !== undefined && Object.keys(projection).length > 0;
  if (
    dropId &&
    (Object.keys(projection).length !== 1 || (projection['_id'] !== 0 && projection['_id'] !== false))
  )
    return undefined;

  const selected: Document[] = [];
  for (const doc of docs) {
    const equals = equal(doc);
    if (equals === undefined) return undefined;
    if (!equals) continue;
    let matches = true;
    for (const { field, bounds } of ranges) {
      const have: unknown = doc[field];
      // A missing field or null is no number: numeric bounds never match it (type bracketing).
      if (have === undefined || have === null) {
        matches = false;
        break;
      }
      if (typeof have !== 'number' || Number.isNaN(have)) return undefined;
      if (!within(have, bounds)) {
        matches = false;
        break;
      }
    }
    if (matches) selected.push(doc);
  }
  if (sort) {
    const { field, dir } = sort;
    // Equal keys (a non-unique index) may come in any order in MongoDB; refuse rather than guess mingo's.
    selected.sort((a, b) => ((a[field] as number) - (b[field] as number)) * dir);
    for (let i = 1; i < selected.length; i++)
      if ((selected[i] as Document)[field] === (selected[i - 1] as Document)[field]) return undefined;
  }
  const start = shape.skip ?? 0;
  const limited = shape.limit
    ? selected.slice(start, start + shape.limit)
    : start
      ? selected.slice(start)
      : selected;
  return dropId ? limited.map(withoutId) : limited;
}
