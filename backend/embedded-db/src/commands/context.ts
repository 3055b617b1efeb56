// What every command handler receives, plus the argument readers they share.
import type { Document } from 'bson';
import type { CursorRegistry } from '../cursors';
import { CommandError } from '../errors';
import { isPlainObject } from '../documents';
import type { Collection, Store } from '../storage';
import { assertValidNamespace } from '../storage';

export interface ServerInfo {
  startedAt: Date;
  host: string;
  port: number;
  connections(): number;
  /** Why writes cannot be stored right now, if they cannot (ping then fails, so readiness checks see it). */
  storageError(): string | undefined;
}

export interface CommandContext {
  store: Store;
  cursors: CursorRegistry;
  server: ServerInfo;
  connectionId: number;
  /** `$db` of the command (or the database of an OP_QUERY namespace). */
  db: string;
}

export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document;

/** The collection a command targets: the value of its first field (`{ find: 'games', … }`). */
export function targetCollection(cmd: Document, name: string, ctx: CommandContext): string {
  const value: unknown = cmd[name];
  if (typeof value !== 'string' || value === '') {
    throw new CommandError('InvalidNamespace', `collection name has invalid type ${typeof value}`);
  }
  assertValidNamespace(ctx.db, value);
  return value;
}

export function optionalDocument(cmd: Document, field: string): Document | undefined {
  const value: unknown = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value))
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeof value}', expected type 'object'`,
    );
  return value;
}

export function optionalNumber(cmd: Document, field: string): number | undefined {
  const value: unknown = cmd[field];
  if (value === undefined || value === null) return undefined;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'bigint'
        ? Number(value)
        : Number((value as { valueOf(): unknown }).valueOf());
  if (!Number.isFinite(n)) throw new CommandError('TypeMismatch', `BSON field '${field}' must be a number`);
  return n;
}

export function documentArray(cmd: Document, field: string): Document[] {
  const value: unknown = cmd[field];
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    throw new CommandError('TypeMismatch', `BSON field '${field}' must be an array of objects`);
  }
  return value;
}

/** Documents of a collection that may not exist yet (reads of a missing collection see nothing). */
export function readCandidates(coll: Collection | undefined, filter: Document | undefined): Document[] {
  return coll ? coll.candidates(filter) : [];
}
