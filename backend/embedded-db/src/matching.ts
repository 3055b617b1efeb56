// The query engine: mingo (MongoDB query, projection, update and aggregation semantics) configured for this server.
import { Aggregator, Query, updateOne } from 'mingo';
import type { Document } from 'bson';
import type { Options } from 'mingo/types';
import { cloneValue, isPlainField } from './documents';
import { asBadValue, CommandError } from './errors';
import { fastMatcher } from './fastPaths';

/** `$where`, `$function` and `$accumulator` would run client JavaScript inside the app process: refused. */
const BASE_OPTIONS: Partial<Options> = { scriptEnabled: false, idKey: '_id' };

export type Filter = Document;

export interface FindShape {
  sort?: Document | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
  projection?: Document | undefined;
}

export interface Matcher {
  test(doc: Document): boolean;
}

/** Options for mingo with a command's evaluated `let` variables, if it has any. */
function withVariables(variables: Document | undefined): Partial<Options> {
  return variables ? { ...BASE_OPTIONS, variables } : BASE_OPTIONS;
}

function mingoMatcher(filter: Filter, variables?: Document): Matcher {
  const query = asBadValue(() => new Query(filter, withVariables(variables)));
  // Expressions ($expr) are evaluated per document: their complaints are bad input too.
  return { test: (doc) => asBadValue(() => query.test(doc)) };
}

/**
 * A command's `let` document, evaluated once before the command runs as MongoDB does:
 * `{ x: { $literal: '$a' } }` binds `$$x` to the string '$a', not to the expression.
 */
export function evaluateVariables(letDoc: Document | undefined): Document | undefined {
  if (!letDoc || Object.keys(letDoc).length === 0) return undefined;
  return asBadValue(() => {
    const [out] = new Aggregator([{ $replaceWith: letDoc }], BASE_OPTIONS).run<Document>([{}]);
    return out ?? {};
  });
}

/**
 * Compiles a filter; plain equalities are decided directly and mingo is only built (once, lazily)
 * for a document they cannot decide. Invalid filters are still refused up front by mingo.
 */
export function compileFilter(filter: Filter | undefined, variables?: Document): Matcher {
  const fast = filter ? fastMatcher(filter) : () => true;
  if (!fast) return mingoMatcher(filter ?? {}, variables);
  let slow: Matcher | undefined;
  return {
    test(doc) {
      const decided = fast(doc);
      if (decided !== undefined) return decided;
      slow ??= mingoMatcher(filter ?? {});
      return slow.test(doc);
    },
  };
}

/** `$natural` asks for storage order, which is what an unsorted scan already gives. */
function cleanSort(sort: Document | undefined): Document | undefined {
  if (!sort) return undefined;
  const out: Document = {};
  for (const [key, dir] of Object.entries(sort)) {
    if (key === '$natural') continue;
    if (typeof dir === 'object' && dir !== null) {
      throw new CommandError('BadValue', `unsupported sort value for '${key}' (only 1 and -1)`);
    }
    out[key] = Number(dir) < 0 ? -1 : 1;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Filter, sort, skip, limit, then project (the order MongoDB applies them in). */
export function queryDocuments(
  docs: Document[],
  filter: Filter | undefined,
  shape: FindShape = {},
  variables?: Document,
): Document[] {
  const sort = cleanSort(shape.sort);
  if (!sort && (!filter || fastMatcher(filter))) {
    const matcher = compileFilter(filter);
    const start = shape.skip ?? 0;
    const selected: Document[] = [];
    let skipped = 0;
    for (const doc of docs) {
      if (shape.limit && selected.length >= shape.limit) break;
      if (!matcher.test(doc)) continue;
      if (skipped++ < start) continue;
      selected.push(doc);
    }
    return projectDocuments(selected, shape.projection);
  }
  const selected = asBadValue(() => {
    const cursor = new Query(filter ?? {}, withVariables(variables)).find<Document>(docs);
    if (sort) cursor.sort(sort);
    if (shape.skip) cursor.skip(shape.skip);
    if (shape.limit) cursor.limit(shape.limit);
    return cursor.all();
  });
  return projectDocuments(selected, shape.projection);
}

/**
 * The top-level fields an exclusion-only projection drops (`{ _id: 0 }`, what the app's reads send);
 * undefined for any other projection.
 */
function droppedFields(projection: Document): string[] | undefined {
  const fields = Object.keys(projection);
  for (const field of fields) {
    const value: unknown = projection[field];
    if (value !== 0 && value !== false) return undefined;
    if (!isPlainField(field)) return undefined;
  }
  return fields;
}

/**
 * The top-level fields an inclusion-only projection keeps (`{ _id: 0, name: 1 }`, what the app's reads send),
 * `_id` included unless excluded; undefined for any other projection.
 */
function keptFields(projection: Document): Set<string> | undefined {
  const kept = new Set<string>(['_id']);
  let includes = false;
  for (const field of Object.keys(projection)) {
    const value: unknown = projection[field];
    if (!isPlainField(field)) return undefined;
    if (field === '_id' && (value === 0 || value === false)) kept.delete('_id');
    else if (value === 1 || value === true) {
      kept.add(field);
      includes = true;
    } else return undefined;
  }
  return includes ? kept : undefined;
}

/**
 * Projects selected documents. mingo's projection edits nested objects of its input in place
 * (an exclusion like `{ 'a.b': 0 }`), so it works on copies: stored documents must never change.
 * Keeping or dropping top-level fields needs neither: a top-level copy shares the rest (read-only, as its source).
 */
export function projectDocuments(docs: Document[], projection: Document | undefined): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const kept = keptFields(projection);
  if (kept) {
    return docs.map((doc) => {
      const out: Document = {};
      for (const key of Object.keys(doc)) if (kept.has(key)) out[key] = doc[key] as unknown;
      return out;
    });
  }
  const dropped = droppedFields(projection);
  if (dropped) {
    return docs.map((doc) => {
      const out: Document = {};
      for (const key of Object.keys(doc)) if (!dropped.includes(key)) out[key] = doc[key] as unknown;
      return out;
    });
  }
  return asBadValue(() =>
    new Query({}, BASE_OPTIONS)
      .find<Document>(
        docs.map((doc) => cloneValue(doc)),
        projection,
      )
      .all(),
  );
}

export function projectDocument(doc: Document, projection: Document | undefined): Document {
  return projectDocuments([doc], projection)[0] ?? {};
}

export interface PipelineOptions {
  /** Resolves `$lookup`/`$unionWith`/`$graphLookup` collection names within the same database. */
  resolveCollection: (name: string) => Document[];
  variables?: Document | undefined;
}

/** Stages that would write or that need a real server's internals. */
const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$currentOp',
  '$collStats',
  '$indexStats',
  '$listSessions',
  '$changeStream',
  '$search',
]);

export function runPipeline(docs: Document[], pipeline: Document[], opts: PipelineOptions): Document[] {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (REFUSED_STAGES.has(name)) {
      throw new CommandError('UnrecognizedPipelineStage', `${name} is not supported by the embedded server`);
    }
  }
  return asBadValue(() => {
    const aggregator = new Aggregator(pipeline, {
      ...BASE_OPTIONS,
      collectionResolver: opts.resolveCollection,
      ...(opts.variables ? { variables: opts.variables } : {}),
    });
    return aggregator.run<Document>(docs);
  });
}

/** Applies an aggregation-pipeline update (`update: [ { $set: … } ]`) to one document copy. */
export function applyPipelineUpdate(doc: Document, pipeline: Document[], variables?: Document): Document {
  return asBadValue(() => {
    const holder = [doc];
    updateOne(
      holder,
      {},
      pipeline as Parameters<typeof updateOne>[2],
      { cloneMode: 'copy' },
      withVariables(variables),
    );
    return holder[0] as Document;
  });
}

export { BASE_OPTIONS };
