// Reads: find with its cursor, getMore, killCursors, count and distinct.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { MISSING, pathValues } from '../documents';
import { compileFilter, evaluateVariables, queryDocuments } from '../matching';
import { rangeQuery } from '../rangeQuery';
import { valueKey } from '../valueKeys';
import type { CommandContext, CommandHandler } from './context';
import { optionalDocument, optionalNumber, readCandidates, targetCollection } from './context';
import { assertHintNamesIndex, refuseUnsupportedOptions } from './unsupportedOptions';

function nonNegative(cmd: Document, field: string): number | undefined {
  const n = optionalNumber(cmd, field);
  if (n !== undefined && n < 0) throw new CommandError('BadValue', `${field} must be non-negative`);
  return n;
}

/** The one-field sort a walk of an index can give, or undefined. */
function walkableSort(sort: Document | undefined): { field: string; dir: 1 | -1 } | undefined {
  const entries = sort ? Object.entries<unknown>(sort) : [];
  const [entry] = entries;
  if (entries.length !== 1 || !entry) return undefined;
  const [field, dir] = entry;
  return !field.includes('.') && !field.startsWith('$') && (dir === 1 || dir === -1)
    ? { field, dir }
    : undefined;
}

/** A find's answer and how many stored documents it read for it (explain's totalDocsExamined). */
interface FindRun {
  docs: Document[];
  examined: number;
  stage: 'COLLSCAN' | 'FETCH' | 'ORDERED_FETCH';
}

function runFind(cmd: Document, name: string, ctx: CommandContext): FindRun {
  const filter = optionalDocument(cmd, 'filter');
  const rawLimit = optionalNumber(cmd, 'limit') ?? 0;
  // A negative limit is the legacy spelling of "limit, single batch".
  const limit = Math.abs(rawLimit);
  const variables = evaluateVariables(optionalDocument(cmd, 'let'));
  const coll = ctx.store.collection(ctx.db, name);
  assertHintNamesIndex(coll, cmd['hint']);
  const shape = {
    sort: optionalDocument(cmd, 'sort'),
    skip: nonNegative(cmd, 'skip'),
    limit,
    projection: optionalDocument(cmd, 'projection'),
  };
  // Sorted and limited through an index in that order (Home's newest finished games): read only the first few.
  const sort = walkableSort(shape.sort);
  if (coll && filter && sort && limit > 0 && !variables && cmd['hint'] === undefined) {
    const walked = coll.orderedCandidates(filter, sort, (shape.skip ?? 0) + limit, compileFilter(filter));
    if (walked)
      return { docs: queryDocuments(walked, filter, shape), examined: walked.length, stage: 'ORDERED_FETCH' };
  }
  const candidates = readCandidates(coll, filter);
  // A range of a compound index (the SSE replay's) without mingo; mingo for every other shape.
  const docs =
    (variables ? undefined : rangeQuery(candidates, filter, shape)) ??
    queryDocuments(candidates, filter, shape, variables);
  const scanned = !coll || candidates.length === coll.count;
  return { docs, examined: candidates.length, stage: scanned ? 'COLLSCAN' : 'FETCH' };
}

function find(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'find', ctx);
  const rawLimit = optionalNumber(cmd, 'limit') ?? 0;
  const singleBatch = cmd['singleBatch'] === true || rawLimit < 0;
  const batchSize = nonNegative(cmd, 'batchSize');
  const { docs } = runFind(cmd, name, ctx);
  const cursor = ctx.cursors.openCursor(`${ctx.db}.${name}`, docs, batchSize, singleBatch);
  return { cursor, ok: 1 };
}

/**
 * `explain` of a find, with what tests of a query's cost read on MongoDB too: `executionStats.nReturned` and
 * `totalDocsExamined` (the stored documents read to answer it). Other commands are not explained.
 */
function explain(cmd: Document, ctx: CommandContext): Document {
  const inner = optionalDocument(cmd, 'explain');
  if (!inner || Object.keys(inner)[0] !== 'find')
    throw new CommandError('NotImplemented', 'the embedded server explains find only');
  refuseUnsupportedOptions('find', inner);
  const name = targetCollection(inner, 'find', ctx);
  const { docs, examined, stage } = runFind(inner, name, ctx);
  return {
    queryPlanner: { namespace: `${ctx.db}.${name}`, winningPlan: { stage } },
    executionStats: {
      executionSuccess: true,
      nReturned: docs.length,
      totalDocsExamined: examined,
      executionStages: { stage, nReturned: docs.length, docsExamined: examined },
    },
    ok: 1,
  };
}

function getMore(cmd: Document, ctx: CommandContext): Document {
  const name: unknown = cmd['collection'];
  if (typeof name !== 'string')
    throw new CommandError('TypeMismatch', "getMore requires a 'collection' string");
  const cursor = ctx.cursors.getMore(cmd['getMore'], `${ctx.db}.${name}`, nonNegative(cmd, 'batchSize'));
  return { cursor, ok: 1 };
}

function killCursors(cmd: Document, ctx: CommandContext): Document {
  const ids: unknown = cmd['cursors'];
  if (!Array.isArray(ids)) throw new CommandError('TypeMismatch', "killCursors requires a 'cursors' array");
  const { killed, notFound } = ctx.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function count(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'count', ctx);
  const query = optionalDocument(cmd, 'query');
  const coll = ctx.store.collection(ctx.db, name);
  assertHintNamesIndex(coll, cmd['hint']);
  const skip = Math.max(0, optionalNumber(cmd, 'skip') ?? 0);
  const limit = Math.abs(optionalNumber(cmd, 'limit') ?? 0);
  let n: number;
  if (!query || Object.keys(query).length === 0) {
    n = coll?.count ?? 0;
  } else {
    const matcher = compileFilter(query);
    n = readCandidates(coll, query).filter((doc) => matcher.test(doc)).length;
  }
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
}

/** Distinct values of a field; array fields contribute their elements, as in MongoDB. */
function distinct(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'distinct', ctx);
  const key: unknown = cmd['key'];
  if (typeof key !== 'string') throw new CommandError('TypeMismatch', "distinct requires a 'key' string");
  const query = optionalDocument(cmd, 'query');
  const matcher = compileFilter(query);
  const seen = new Map<string, unknown>();
  for (const doc of readCandidates(ctx.store.collection(ctx.db, name), query)) {
    if (!matcher.test(doc)) continue;
    for (const value of pathValues(doc, key)) {
      if (value === MISSING || value === undefined) continue;
      const k = valueKey(value);
      if (!seen.has(k)) seen.set(k, value);
    }
  }
  return { values: [...seen.values()], ok: 1 };
}

export const findCommands: Record<string, CommandHandler> = {
  find,
  explain,
  getMore,
  killCursors,
  count,
  distinct,
};
