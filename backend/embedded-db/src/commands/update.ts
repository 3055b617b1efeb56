// The update and delete commands: each statement matches, modifies (or upserts) and is applied atomically.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { isPlainField, isPlainObject } from '../documents';
import { compileFilter, evaluateVariables, queryDocuments } from '../matching';
import type { Collection } from '../storage';
import { applyUpdate, buildUpsertDocument, validateUpdateSpec } from '../updates';
import type { CommandContext, CommandHandler } from './context';
import { documentArray, optionalDocument, targetCollection } from './context';
import { assertHintNamesIndex } from './unsupportedOptions';
import { runStatements, withWriteErrors } from './writeErrors';

interface StatementResult {
  matched: number;
  modified: number;
  upsertedId?: unknown;
}

function optionalFilterArray(statement: Document, field: string): Document[] | undefined {
  const value: unknown = statement[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isPlainObject))
    throw new CommandError('TypeMismatch', `${field} must be an array of objects`);
  return value;
}

/**
 * The documents a statement touches: all matches for multi, else the first (in `sort` order when given).
 * With `fields`, documents may hold just those top-level fields (see removalFields).
 */
export function matchingDocuments(
  coll: Collection | undefined,
  filter: Document,
  multi: boolean,
  sort?: Document,
  fields?: ReadonlySet<string>,
  variables?: Document,
): Document[] {
  const candidates = coll ? coll.candidates(filter, fields) : [];
  if (multi) {
    const matcher = compileFilter(filter, variables);
    return candidates.filter((doc) => matcher.test(doc));
  }
  if (!sort) {
    const matcher = compileFilter(filter, variables);
    const first = candidates.find((doc) => matcher.test(doc));
    return first ? [first] : [];
  }
  return queryDocuments(candidates, filter, { sort, limit: 1 }, variables);
}

function runUpdateStatement(
  coll: Collection,
  statement: Document,
  variables: Document | undefined,
): StatementResult {
  const filter: unknown = statement['q'];
  if (!isPlainObject(filter))
    throw new CommandError('TypeMismatch', "update statement requires a 'q' object");
  const spec: unknown = statement['u'];
  validateUpdateSpec(spec);
  const multi = statement['multi'] === true;
  const isReplacement = !Array.isArray(spec) && !Object.keys(spec).some((k) => k.startsWith('$'));
  if (multi && isReplacement && Object.keys(spec).length > 0) {
    throw new CommandError('FailedToParse', 'multi update is not supported for replacement-style update');
  }
  const arrayFilters = optionalFilterArray(statement, 'arrayFilters');
  assertHintNamesIndex(coll, statement['hint']);
  const targets = matchingDocuments(coll, filter, multi, undefined, undefined, variables);
  if (targets.length === 0) {
    if (statement['upsert'] !== true) return { matched: 0, modified: 0 };
    const doc = buildUpsertDocument(filter, spec, arrayFilters, variables);
    coll.insert(doc);
    return { matched: 0, modified: 0, upsertedId: doc['_id'] };
  }
  let modified = 0;
  for (const current of targets) {
    const { doc: next, changed } = applyUpdate(current, spec, {
      filter,
      arrayFilters,
      isInsert: false,
      variables,
    });
    if (!changed) continue;
    coll.replace(current, next);
    modified++;
  }
  return { matched: targets.length, modified };
}

function update(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'update', ctx);
  const statements = documentArray(cmd, 'updates');
  const ordered = cmd['ordered'] !== false;
  const variables = evaluateVariables(optionalDocument(cmd, 'let'));
  // Reads of a missing collection see nothing, but an upsert creates it: create lazily.
  const existing = ctx.store.collection(ctx.db, name);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const errors = runStatements(statements, ordered, (statement, index) => {
    const coll =
      existing ?? (statement['upsert'] === true ? ctx.store.ensureCollection(ctx.db, name).coll : undefined);
    if (!coll) {
      validateUpdateSpec(statement['u']);
      return;
    }
    const result = runUpdateStatement(coll, statement, variables);
    n += result.matched;
    nModified += result.modified;
    if (result.upsertedId !== undefined) {
      n += 1;
      upserted.push({ index, _id: result.upsertedId });
    }
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length) reply['upserted'] = upserted;
  return withWriteErrors(reply, errors);
}

/**
 * What a delete needs of each candidate: `_id` and the fields its filter names, when the filter names
 * only plain top-level fields (`{ gameId: { $in: [...] } }`): such a filter reads nothing else, so a
 * finished game's event records are not each decoded whole to be dropped. The store gives whole
 * documents whenever one of those fields holds more than a scalar. Undefined for any other filter.
 */
function removalFields(filter: Document): ReadonlySet<string> | undefined {
  const fields = Object.keys(filter);
  return fields.every(isPlainField) ? new Set(['_id', ...fields]) : undefined;
}

function deleteCommand(cmd: Document, ctx: CommandContext): Document {
  const name = targetCollection(cmd, 'delete', ctx);
  const statements = documentArray(cmd, 'deletes');
  const ordered = cmd['ordered'] !== false;
  const coll = ctx.store.collection(ctx.db, name);
  const variables = evaluateVariables(optionalDocument(cmd, 'let'));
  let n = 0;
  const errors = runStatements(statements, ordered, (statement) => {
    const filter: unknown = statement['q'];
    if (!isPlainObject(filter))
      throw new CommandError('TypeMismatch', "delete statement requires a 'q' object");
    const limit = Number(statement['limit'] ?? 0);
    if (limit !== 0 && limit !== 1)
      throw new CommandError('BadValue', 'The limit field in delete objects must be 0 or 1');
    assertHintNamesIndex(coll, statement['hint']);
    const fields = variables ? undefined : removalFields(filter);
    for (const doc of matchingDocuments(coll, filter, limit === 0, undefined, fields, variables)) {
      coll?.remove(doc);
      n++;
    }
  });
  return withWriteErrors({ n, ok: 1 }, errors);
}

export const updateCommands: Record<string, CommandHandler> = { update, delete: deleteCommand };
