// Options MongoDB 7.0 accepts that this server cannot honour. Each is refused with the code MongoDB
// uses for it, never accepted and ignored: a silently different answer is worse than an error.
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { isPlainObject } from '../documents';
import type { Collection } from '../storage';

/** `{ locale: 'simple' }` is the binary comparison this server always does; any other collation is not. */
function refuseCollation(collation: unknown): void {
  if (collation === undefined || collation === null) return;
  if (isPlainObject(collation) && collation['locale'] === 'simple') return;
  throw new CommandError(
    'NotImplemented',
    "collation is not supported by the embedded server (only { locale: 'simple' })",
  );
}

function statements(cmd: Document, field: string): Document[] {
  const value: unknown = cmd[field];
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

/** Refuses what no command of this server can do; called before any command runs. */
export function refuseUnsupportedOptions(name: string, cmd: Document): void {
  refuseCollation(cmd['collation']);
  for (const statement of [...statements(cmd, 'updates'), ...statements(cmd, 'deletes')])
    refuseCollation(statement['collation']);
  for (const index of statements(cmd, 'indexes')) refuseCollation(index['collation']);
  if (name === 'update') {
    // A 7.0 server parses update statements strictly; `sort` on them arrived in 8.0.
    for (const statement of statements(cmd, 'updates'))
      if (statement['sort'] !== undefined)
        throw new CommandError('Location40415', "BSON field 'update.updates.sort' is an unknown field.");
  }
  if (name === 'create') {
    for (const field of ['validator', 'validationLevel', 'validationAction'])
      if (cmd[field] !== undefined)
        throw new CommandError(
          'NotImplemented',
          `document validation (${field}) is not supported by the embedded server`,
        );
  }
}

function sameKeyPattern(a: Document, b: Document): boolean {
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  if (ak.length !== bk.length) return false;
  return ak.every((k, i) => {
    if (bk[i] !== k) return false;
    const x: unknown = a[k];
    const y: unknown = b[k];
    return typeof x === 'string' || typeof y === 'string' ? x === y : Number(x) === Number(y);
  });
}

/**
 * A `hint` must name an index of the collection, by name or key pattern, as MongoDB requires
 * (`{ $natural: 1 }` asks for a scan and always may). A collection that does not exist has no
 * plan to hint, so nothing is checked, as in MongoDB.
 */
export function assertHintNamesIndex(coll: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !coll) return;
  const specs = coll.indexSpecs();
  if (typeof hint === 'string') {
    if (specs.some((spec) => spec.name === hint)) return;
  } else if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 0) return;
    if ('$natural' in hint) return;
    if (specs.some((spec) => sameKeyPattern(spec.key, hint))) return;
  } else {
    throw new CommandError('FailedToParse', 'hint must be a string or an object');
  }
  throw new CommandError('BadValue', 'hint provided does not correspond to an existing index');
}
