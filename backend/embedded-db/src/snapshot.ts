// Snapshots: every collection's stored BSON bytes, written in chunks from a view taken at one instant
// (so the database keeps serving while it is written) and read back at start-up without re-encoding.
// Since version 3 each record is followed by its CRC-32C, so a changed byte refuses to load instead
// of loading altered; version 2 snapshots (no checksums) still load, and the next compaction rewrites them.
import fs from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';
import type { Change } from './changes';
import { DESERIALIZE_OPTIONS } from './codec';
import { crc32c } from './crc32c';
import { fromJournalLine } from './ejson';
import { READ_CHUNK_BYTES, readLines } from './files';
import { newerRelease } from './formatFile';
import type { IndexSpec } from './indexes';
import type { Collection, CollectionView, Store } from './storage';

export const SNAPSHOT_FILE = 'snapshot.bson';
/** The format before snapshots were binary: still read, replaced by the first compaction. */
export const LEGACY_SNAPSHOT_FILE = 'snapshot.ejsonl';
const SNAPSHOT_FORMAT = 'gridable-embedded-snapshot';
const SNAPSHOT_VERSION = 3;
/** The first version whose records carry a checksum. */
const CHECKSUM_VERSION = 3;
const CHECKSUM_BYTES = 4;
/** How much is gathered before each write; the database serves commands between writes. */
const WRITE_CHUNK_BYTES = 1024 * 1024;

/** Each record is one kind byte and one BSON document (which carries its own length). */
const Kind = { header: 0x48, collection: 0x43, document: 0x44, end: 0x45 } as const;

export interface LoadedSnapshot {
  generation: unknown;
  documents: number;
  /** A format the next compaction should replace (snapshot.ejsonl, or binary without checksums). */
  legacy: boolean;
  /** Salvage only: where loading stopped, and why (what precedes it was loaded). */
  damaged?: string;
  /** Salvage only: not even its first record could be read, so it holds nothing (not even a generation). */
  unreadable?: boolean;
}

/** Kind byte, BSON body, then the CRC-32C of both (little-endian). */
function record(kind: number, body: Uint8Array): Uint8Array[] {
  const kindByte = Uint8Array.of(kind);
  const sum = Buffer.allocUnsafe(CHECKSUM_BYTES);
  sum.writeUInt32LE(crc32c(body, 0, body.length, crc32c(kindByte)), 0);
  return [kindByte, body, sum];
}

async function writeFully(handle: fs.promises.FileHandle, data: Buffer): Promise<void> {
  let offset = 0;
  while (offset < data.length)
    offset += (await handle.write(data, offset, data.length - offset)).bytesWritten;
}

/**
 * Writes `views` as the snapshot of `generation`: to a temp file, fsync'd, then renamed into place.
 * The documents' bytes never change once stored, so the views stay exact while commands run.
 */
export async function writeSnapshot(dir: string, generation: string, views: CollectionView[]): Promise<void> {
  const tmpPath = path.join(dir, `${SNAPSHOT_FILE}.tmp`);
  const handle = await fs.promises.open(tmpPath, 'w');
  try {
    let parts: Uint8Array[] = [];
    let size = 0;
    const push = async (pieces: Uint8Array[]): Promise<void> => {
      for (const piece of pieces) {
        parts.push(piece);
        size += piece.length;
      }
      if (size < WRITE_CHUNK_BYTES) return;
      const chunk = Buffer.concat(parts, size);
      parts = [];
      size = 0;
      await writeFully(handle, chunk);
    };
    let documents = 0;
    await push(
      record(Kind.header, serialize({ format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, generation })),
    );
    for (const view of views) {
      await push(
        record(
          Kind.collection,
          serialize({ db: view.db, coll: view.name, options: view.options, indexes: view.indexes }),
        ),
      );
      for (const bytes of view.docs) await push(record(Kind.document, bytes));
      documents += view.docs.length;
    }
    parts.push(...record(Kind.end, serialize({ end: true, documents })));
    await writeFully(handle, Buffer.concat(parts));
    await handle.sync();
  } catch (err) {
    await handle.close().catch(() => undefined);
    await fs.promises.rm(tmpPath, { force: true });
    throw err;
  }
  await handle.close();
  await fs.promises.rename(tmpPath, path.join(dir, SNAPSHOT_FILE));
  await syncDirectory(dir);
}

/** A snapshot that cannot be loaded as it is: names the file and the byte where the damage is. */
/** The refusal's sentence; `fact` is what is damaged alone, for salvage to report after it started. */
export class SnapshotDamage extends Error {
  constructor(
    readonly fact: string,
    advice: string,
  ) {
    super(`${fact}. ${advice}`);
  }
}

/** The rename (and the journal switch before it) made durable, off the database thread's event loop. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await fs.promises.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}

/**
 * Loads the snapshot (binary, else legacy) into `store`; undefined when there is none. Damage throws
 * SnapshotDamage; with `salvage` the documents before it are kept and `damaged` says where it stopped.
 */
export function loadSnapshot(dir: string, store: Store, salvage = false): LoadedSnapshot | undefined {
  const file = path.join(dir, SNAPSHOT_FILE);
  if (fs.existsSync(file)) return loadBinary(file, store, salvage);
  const legacy = path.join(dir, LEGACY_SNAPSHOT_FILE);
  if (fs.existsSync(legacy)) return loadLegacy(legacy, store);
  return undefined;
}

function loadBinary(file: string, store: Store, salvage: boolean): LoadedSnapshot {
  // Snapshots are written whole then renamed into place: any damage is real corruption, never a crash.
  const fd = fs.openSync(file, 'r');
  let header: Document | undefined;
  let target: Collection | undefined;
  let ended = false;
  let documents = 0;
  /** Bytes after each record: its checksum, from version 3 on (known once the header is read). */
  let trailer = 0;
  /** File offset of the record being read, for the operator's sentence. */
  let at = 0;
  const corrupt = (why: string): SnapshotDamage =>
    new SnapshotDamage(
      `embedded MongoDB snapshot ${file} is damaged at byte ${at}: ${why}`,
      `Nothing was started. Restore it from a backup, or start with EMBEDDED_DB_SALVAGE=1 to load the ` +
        `documents before that byte (the file is kept as snapshot.damaged-<time>.bson).`,
    );
  try {
    let pending: Buffer = Buffer.alloc(0);
    /** File offset of the first byte of `pending`. */
    let base = 0;
    for (;;) {
      // A fresh chunk per read: the documents stay views into it instead of each getting an
      // ArrayBuffer of its own (~100 B of wrappers and a malloc per document, and most of start-up's
      // time). A chunk is freed once every document read from it has been replaced or deleted.
      const chunk = Buffer.allocUnsafeSlow(READ_CHUNK_BYTES);
      const read = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      const data = pending.length
        ? Buffer.concat([pending, chunk.subarray(0, read)])
        : chunk.subarray(0, read);
      let offset = 0;
      while (data.length - offset >= 5) {
        at = base + offset;
        const kind = data[offset] as number;
        const length = data.readInt32LE(offset + 1);
        if (length < 5) throw corrupt(`a record of invalid length ${length}`);
        const size = 1 + length + (header ? trailer : 0);
        if (data.length - offset < size) break;
        const start = offset + 1;
        if (header && trailer) checkSum(data, offset, length, corrupt);
        offset += size;
        if (ended) throw corrupt('data after its end marker');
        if (kind === Kind.document && header) {
          // Most records: straight from the chunk into the collection, no Buffer object of their own.
          if (!target) throw corrupt('a document outside any collection');
          try {
            target.restoreBytes(new Uint8Array(data.buffer, data.byteOffset + start, length));
          } catch (err) {
            throw corrupt(
              `a document that is not BSON (${err instanceof Error ? err.message : String(err)})`,
            );
          }
          documents++;
          continue;
        }
        const body = readBody(data.subarray(start, start + length), corrupt);
        if (!header) {
          header = kind === Kind.header ? body : undefined;
          if (header?.['format'] !== SNAPSHOT_FORMAT) throw corrupt('it is not an embedded MongoDB snapshot');
          // Not damage: salvaging a newer layout would drop what this release cannot read.
          if (Number(header['version']) > SNAPSHOT_VERSION)
            throw new Error(
              newerRelease(
                `embedded MongoDB snapshot ${file} is version ${String(header['version'])}`,
                `version ${SNAPSHOT_VERSION}`,
              ),
            );
          trailer = Number(header['version']) >= CHECKSUM_VERSION ? CHECKSUM_BYTES : 0;
          if (trailer) {
            // The header's own checksum: it is in the first chunk unless the file is cut short.
            if (data.length - offset < trailer) throw corrupt('it is truncated');
            checkSum(data, at - base, length, corrupt);
            offset += trailer;
          }
          continue;
        }
        if (kind === Kind.collection) {
          const current = { db: String(body['db']), coll: String(body['coll']) };
          store.applyChange({
            op: 'createCollection',
            db: current.db,
            coll: current.coll,
            options: body['options'] as Document,
          });
          for (const spec of body['indexes'] as IndexSpec[])
            store.applyChange({ op: 'createIndex', db: current.db, coll: current.coll, spec });
          // Documents load straight into it (Collection.restoreBytes): it records nothing.
          target = store.collection(current.db, current.coll);
        } else if (kind === Kind.end) {
          ended = true;
        } else throw corrupt(`an unknown record kind ${kind}`);
      }
      // An unfinished record is carried into the next chunk (copied there by the concat).
      pending = data.subarray(offset);
      base += offset;
      at = base;
    }
    if (pending.length) throw corrupt('it is truncated');
    if (!header) throw corrupt('it is empty');
    if (!ended) throw corrupt('it has no end marker');
  } catch (err) {
    if (!(err instanceof SnapshotDamage) || !salvage) throw err;
    if (!header)
      return { generation: undefined, documents: 0, legacy: true, damaged: err.fact, unreadable: true };
    return { generation: header['generation'], documents, legacy: trailer === 0, damaged: err.fact };
  } finally {
    fs.closeSync(fd);
  }
  return { generation: header['generation'], documents, legacy: trailer === 0 };
}

function checkSum(data: Buffer, offset: number, length: number, corrupt: (why: string) => Error): void {
  const end = offset + 1 + length;
  const actual = crc32c(data, offset, end);
  const stored = data.readUInt32LE(end);
  if (actual !== stored)
    throw corrupt(`a record that fails its checksum (stored ${hex(stored)}, computed ${hex(actual)})`);
}

function hex(n: number): string {
  return n.toString(16).padStart(8, '0');
}

function readBody(body: Buffer, corrupt: (why: string) => Error): Document {
  try {
    return deserialize(body, DESERIALIZE_OPTIONS);
  } catch (err) {
    throw corrupt(`a record that is not BSON (${err instanceof Error ? err.message : String(err)})`);
  }
}

function loadLegacy(file: string, store: Store): LoadedSnapshot {
  let header: Document | undefined;
  let ended = false;
  let documents = 0;
  readLines(file, (bytes, _offset, isTail) => {
    if (isTail) throw new Error(`embedded MongoDB snapshot ${file} is truncated`);
    const entry = fromJournalLine(bytes.toString('utf8'));
    if (!header) {
      if (entry['format'] !== SNAPSHOT_FORMAT) throw new Error(`${file} is not an embedded MongoDB snapshot`);
      header = entry;
      return;
    }
    if (entry['end'] === true) {
      ended = true;
      return;
    }
    store.applyChange(entry as Change);
    documents++;
  });
  if (header && !ended) throw new Error(`embedded MongoDB snapshot ${file} has no end marker`);
  return { generation: header?.['generation'], documents, legacy: true };
}
