// The committed changes a command makes: what the journal records and what start-up replays.
import type { Document } from 'bson';
import type { IndexSpec } from './indexes';

/** Writes are logged as after-images (`put`) and ids (`delete`), so replaying a change twice is harmless. */
export type Change =
  | { op: 'createCollection'; db: string; coll: string; options: Document }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'renameCollection'; db: string; coll: string; toDb: string; toColl: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'delete'; db: string; coll: string; id: unknown };
