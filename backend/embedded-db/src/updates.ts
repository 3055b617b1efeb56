// Turns an update specification (operators, replacement or pipeline) into the next version of a document.
import { ObjectId } from 'bson';
import type { Document } from 'bson';
import { update as mingoUpdate } from 'mingo';
import { asBadValue, CommandError } from './errors';
import { cloneValue, isPlainObject, refuseProtoFields, setPath, withIdFirst } from './documents';
import { fastOperatorUpdate } from './fastPaths';
import { applyPipelineUpdate, BASE_OPTIONS } from './matching';
import { valueKey } from './valueKeys';

export type UpdateSpec = Document | Document[];

export interface UpdateContext {
  /** The filter the document matched; the positional `$` operator needs it. */
  filter: Document;
  arrayFilters?: Document[] | undefined;
  /** True when the document is being created by an upsert ($setOnInsert applies). */
  isInsert: boolean;
  /** The command's evaluated `let` variables. */
  variables?: Document | undefined;
}

export function isOperatorUpdate(spec: Document): boolean {
  const keys = Object.keys(spec);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

/** Rejects shapes MongoDB rejects before touching any document. */
export function validateUpdateSpec(spec: unknown): asserts spec is UpdateSpec {
  refuseProtoFields(spec);
  if (Array.isArray(spec)) {
    if (!spec.every(isPlainObject))
      throw new CommandError('FailedToParse', 'each pipeline update stage must be an object');
    return;
  }
  if (!isPlainObject(spec)) throw new CommandError('FailedToParse', 'update must be an object or an array');
  const keys = Object.keys(spec);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length > 0 && operators.length < keys.length) {
    throw new CommandError(
      'FailedToParse',
      'an update document may not mix update operators and plain fields',
    );
  }
  for (const op of operators) {
    if (!isPlainObject(spec[op])) {
      throw new CommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof spec[op]} instead. For example: {$mod: {<field>: ...}} not {${op}: ${JSON.stringify(spec[op])}}`,
      );
    }
  }
}

export interface UpdateOutcome {
  doc: Document;
  /** False when the update left the document as it was (MongoDB's nModified 0). */
  changed: boolean;
}

/**
 * The document after `spec`, as a new object: the stored original is never mutated,
 * so cursors and concurrent readers keep a consistent view (copy-on-write).
 */
export function applyUpdate(original: Document, spec: UpdateSpec, ctx: UpdateContext): UpdateOutcome {
  const fast = !Array.isArray(spec) && !ctx.isInsert ? fastOperatorUpdate(original, spec) : undefined;
  if (fast) return fast;
  const next = applyFullUpdate(original, spec, ctx);
  return { doc: next, changed: valueKey(next) !== valueKey(original) };
}

function applyFullUpdate(original: Document, spec: UpdateSpec, ctx: UpdateContext): Document {
  let next: Document;
  if (Array.isArray(spec)) {
    next = applyPipelineUpdate(cloneValue(original), spec, ctx.variables);
  } else if (isOperatorUpdate(spec)) {
    next = applyOperators(cloneValue(original), spec, ctx);
  } else {
    next = replaceDocument(original, spec);
  }
  return keepId(original, next);
}

function applyOperators(doc: Document, spec: Document, ctx: UpdateContext): Document {
  const { $setOnInsert: setOnInsert, ...operators } = spec;
  const filter = ctx.isInsert ? {} : ctx.filter;
  const queryOptions = ctx.variables ? { ...BASE_OPTIONS, variables: ctx.variables } : BASE_OPTIONS;
  asBadValue(() => {
    if (Object.keys(operators).length) {
      mingoUpdate(doc, operators, ctx.arrayFilters, filter, { cloneMode: 'copy', queryOptions });
    }
    if (ctx.isInsert && isPlainObject(setOnInsert) && Object.keys(setOnInsert).length) {
      mingoUpdate(doc, { $set: setOnInsert }, undefined, undefined, {
        cloneMode: 'copy',
        queryOptions: BASE_OPTIONS,
      });
    }
  });
  return doc;
}

function replaceDocument(original: Document, replacement: Document): Document {
  const originalId: unknown = original['_id'];
  const next: Document = { _id: originalId };
  for (const [key, value] of Object.entries<unknown>(cloneValue(replacement))) {
    if (key !== '_id') next[key] = value;
  }
  if (
    '_id' in replacement &&
    original['_id'] !== undefined &&
    valueKey(replacement['_id']) !== valueKey(original['_id'])
  ) {
    throw new CommandError(
      'ImmutableField',
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(replacement['_id'])}`,
    );
  }
  if (originalId === undefined) next['_id'] = (replacement as Record<string, unknown>)['_id'];
  return next;
}

function keepId(original: Document, next: Document): Document {
  if (original['_id'] !== undefined && valueKey(next['_id']) !== valueKey(original['_id'])) {
    throw new CommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  return withIdFirst(next);
}

/** The fields an upsert copies from the filter's equality conditions (`{ a: 1, b: { $eq: 2 } }`). */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  collectEqualities(filter, seed);
  return seed;
}

function collectEqualities(filter: Document, seed: Document): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlainObject(part)) collectEqualities(part, seed);
      continue;
    }
    if (key.startsWith('$') || value instanceof RegExp) continue;
    if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
      if ('$eq' in value && Object.keys(value).length === 1) setPath(seed, key, cloneValue(value['$eq']));
      continue;
    }
    setPath(seed, key, cloneValue(value));
  }
}

/** The document an upsert inserts: seeded from the filter, then the update applied as an insert. */
export function buildUpsertDocument(
  filter: Document,
  spec: UpdateSpec,
  arrayFilters: Document[] | undefined,
  variables?: Document,
): Document {
  // The filter's equalities become the new document's fields.
  refuseProtoFields(filter);
  const seed = upsertSeed(filter);
  let doc: Document;
  if (!Array.isArray(spec) && !isOperatorUpdate(spec)) {
    // A replacement upsert takes only `_id` from the filter.
    doc = cloneValue(spec);
    const seedId: unknown = seed['_id'];
    if (doc['_id'] === undefined && seedId !== undefined) doc['_id'] = seedId;
  } else if (Array.isArray(spec)) {
    doc = applyPipelineUpdate(seed, spec as Document[], variables);
  } else {
    doc = applyOperators(seed, spec, { filter, arrayFilters, isInsert: true, variables });
  }
  if (doc['_id'] === undefined) doc = { _id: new ObjectId(), ...doc };
  return withIdFirst(doc);
}
