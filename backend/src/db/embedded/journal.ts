// Durability for a data directory: a snapshot plus the journals written since it, replayed at start-up.
// Compaction switches appends to a fresh journal at once, then writes the new snapshot in the background.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Change } from './changes';
import { fromJournalLine, toJournalLine } from './ejson';
import { readLines, writeAll } from './files';
import { acquireLock, releaseLock } from './lock';
import { LEGACY_SNAPSHOT_FILE, loadSnapshot, writeSnapshot } from './snapshot';
import type { Store } from './storage';

/** The journal appends go to. Its first line names its generation and the one it follows. */
const JOURNAL_FILE = 'journal.ejsonl';
/** A journal being started by a compaction (renamed to JOURNAL_FILE once the old one is set aside). */
const NEXT_JOURNAL_FILE = 'journal.next.ejsonl';
/** Journals set aside by a compaction, deleted once the snapshot that contains them is in place. */
const OLD_JOURNAL = /^journal\.[0-9a-f-]{36}\.ejsonl$/;
/** Past this size the journal is folded into a fresh snapshot (a 16 MiB journal replays in well under a second). */
export const COMPACT_AFTER_BYTES = 16 * 1024 * 1024;
/** Below this much data a start-up compaction finishes before the database serves (it takes milliseconds). */
const FOLD_BEFORE_SERVING_BYTES = 32 * 1024 * 1024;
/** A clean shutdown folds a journal longer than this, so the next start replays little. */
const COMPACT_ON_CLOSE_BYTES = 1024 * 1024;
/** After a failed compaction (disk full), wait this long before trying again. */
const COMPACT_RETRY_MS = 10_000;
/**
 * Each acknowledged write is written to the journal with fs.writeSync before its reply: it is then in
 * the OS page cache and survives the process dying (kill -9, crash). Measured through the driver,
 * sequential insertOne ran at ~4,400/s this way and ~740/s with an fdatasync per write (each sync
 * blocking the event loop 1-2.5 ms, which the game server shares), so instead an unref'd timer
 * fdatasyncs the journal in the background: a power loss may lose up to about a second of writes.
 * Snapshots are always fsync'd before they replace anything.
 */
const BACKGROUND_SYNC_MS = 1000;
/** While writes fail, how often the journal checks whether the disk takes writes again. */
const PROBE_MS = 1000;
/** A probe writes this much (then takes it back): a byte or two can fit a full disk's last block. */
const PROBE_BYTES = 64 * 1024;

/** A write the journal could not record; the command's changes were taken back, nothing was stored. */
export class JournalWriteError extends Error {
  readonly causeCode: string | undefined;

  constructor(cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    super(
      `the embedded database could not write its journal (${cause instanceof Error ? cause.message : String(cause)})`,
    );
    this.name = 'JournalWriteError';
    this.causeCode = code;
  }
}

export interface RecoveryReport {
  snapshotChanges: number;
  journalCommands: number;
  /** Journal lines that could not be parsed (a torn last line after a crash is the expected case). */
  skippedLines: number;
}

interface JournalHeader {
  file: string;
  generation: unknown;
  follows: unknown;
}

function journalFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name === JOURNAL_FILE || name === NEXT_JOURNAL_FILE || OLD_JOURNAL.test(name));
}

/** The generation line a journal starts with; an empty header for a journal without one. */
function readHeader(dir: string, file: string): JournalHeader {
  const fd = fs.openSync(path.join(dir, file), 'r');
  try {
    const buf = Buffer.alloc(4096);
    const read = fs.readSync(fd, buf, 0, buf.length, 0);
    const newline = buf.subarray(0, read).indexOf(0x0a);
    const entry = newline > 0 ? fromJournalLine(buf.toString('utf8', 0, newline)) : {};
    if (entry['generation'] === undefined) return { file, generation: undefined, follows: undefined };
    return { file, generation: entry['generation'], follows: entry['follows'] };
  } catch {
    return { file, generation: undefined, follows: undefined };
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The journals to replay over a snapshot of `generation`, oldest first: the one of that generation,
 * then each one that follows the last. Any other journal was already folded into the snapshot.
 */
function replayChain(headers: JournalHeader[], generation: unknown): JournalHeader[] {
  const chain: JournalHeader[] = [];
  const first =
    generation === undefined
      ? headers.find((h) => h.file === JOURNAL_FILE && h.follows === undefined)
      : headers.find((h) => h.generation === generation);
  let last = generation;
  if (first) {
    chain.push(first);
    last = first.generation;
  }
  for (;;) {
    if (last === undefined) break;
    const next = headers.find((h) => h.follows === last && !chain.includes(h));
    if (!next) break;
    chain.push(next);
    last = next.generation;
  }
  return chain;
}

export class Journal {
  private readonly dir: string;
  private readonly store: Store;
  private fd = -1;
  /** Bytes of the current journal known to be whole lines: a failed append is cut back to this. */
  private bytes = 0;
  private headerBytes = 0;
  private generation: unknown;
  private unsynced = false;
  private syncing: Promise<void> | undefined;
  private compacting: Promise<void> | undefined;
  private compactAfter = 0;
  /** Set while appends fail; cleared when a probe shows the disk takes writes again. */
  private failure: JournalWriteError | undefined;
  private readonly syncTimer: NodeJS.Timeout;
  private readonly probeTimer: NodeJS.Timeout;
  recovery: RecoveryReport = { snapshotChanges: 0, journalCommands: 0, skippedLines: 0 };

  private readonly compactAfterBytes: number;

  private constructor(dir: string, store: Store, compactAfterBytes: number) {
    this.dir = dir;
    this.store = store;
    this.compactAfterBytes = compactAfterBytes;
    this.syncTimer = setInterval(() => this.syncInBackground(), BACKGROUND_SYNC_MS);
    this.syncTimer.unref();
    this.probeTimer = setInterval(() => {
      if (this.failure) this.tryRecover();
    }, PROBE_MS);
    this.probeTimer.unref();
  }

  /** Locks the directory, loads snapshot + journals into `store`, and compacts them into a new snapshot when needed. */
  static async open(dir: string, store: Store, compactAfterBytes = COMPACT_AFTER_BYTES): Promise<Journal> {
    const resolved = path.resolve(dir);
    fs.mkdirSync(resolved, { recursive: true });
    acquireLock(resolved);
    const journal = new Journal(resolved, store, compactAfterBytes);
    try {
      const needsCompaction = journal.load();
      // A small store is folded before serving (milliseconds); a large one in the background, so
      // start-up time does not grow with everything ever stored.
      if (needsCompaction) {
        // compact() switches to a fresh journal before its first await: without one (it failed) nothing can be served.
        const folding = journal.compact();
        if (journal.fd < 0 || store.dataSize() < FOLD_BEFORE_SERVING_BYTES) await folding;
        else journal.track(folding);
      }
      return journal;
    } catch (err) {
      journal.stopTimers();
      if (journal.fd >= 0) fs.closeSync(journal.fd);
      releaseLock(resolved);
      throw err;
    }
  }

  /** Replays snapshot and journals; true when the files should be folded into a fresh snapshot. */
  private load(): boolean {
    fs.rmSync(path.join(this.dir, 'snapshot.bson.tmp'), { force: true });
    const snapshot = loadSnapshot(this.dir, this.store);
    this.recovery.snapshotChanges = snapshot?.documents ?? 0;
    const headers = journalFiles(this.dir).map((file) => readHeader(this.dir, file));
    const chain = replayChain(headers, snapshot?.generation);
    for (const { file } of chain) this.replay(file);
    this.generation = chain[chain.length - 1]?.generation ?? snapshot?.generation;
    const current = chain[chain.length - 1];
    const clean =
      snapshot !== undefined &&
      !snapshot.legacy &&
      this.recovery.journalCommands === 0 &&
      headers.length === 1 &&
      current?.file === JOURNAL_FILE;
    if (!clean) return true;
    this.fd = fs.openSync(path.join(this.dir, JOURNAL_FILE), 'a');
    this.bytes = fs.fstatSync(this.fd).size;
    this.headerBytes = this.bytes;
    return false;
  }

  private replay(file: string): void {
    let first = true;
    readLines(path.join(this.dir, file), (line) => {
      let changes: Change[];
      try {
        const entry = fromJournalLine(line);
        if (first && entry['generation'] !== undefined) {
          first = false;
          return;
        }
        first = false;
        changes = entry['c'] as Change[];
        if (!Array.isArray(changes)) throw new Error('journal line without changes');
      } catch {
        // A torn last line is a write that was never acknowledged; anything else is skipped, not fatal.
        this.recovery.skippedLines++;
        return;
      }
      for (const change of changes) this.store.applyChange(change);
      this.recovery.journalCommands++;
    });
  }

  /** Why writes cannot be stored right now, if they cannot. */
  get writeError(): JournalWriteError | undefined {
    return this.failure;
  }

  /**
   * Appends one command's changes as a single line, so a command replays whole or (if torn) not at
   * all. Throws JournalWriteError when the line cannot be written; the caller then takes the changes back.
   */
  append(changes: Change[]): void {
    if (changes.length === 0) return;
    if (this.failure && !this.tryRecover()) throw this.failure;
    const data = Buffer.from(`${toJournalLine({ c: changes })}\n`, 'utf8');
    try {
      writeAll(this.fd, data);
    } catch (err) {
      this.failure = new JournalWriteError(err);
      // Cut a partial line off now if possible; a later append first makes sure it is gone.
      this.truncateToWhole();
      throw this.failure;
    }
    this.bytes += data.length;
    this.unsynced = true;
    if (this.bytes > this.compactAfterBytes && !this.compacting && Date.now() >= this.compactAfter)
      this.track(this.compact());
  }

  /** Lets a compaction run in the background; close() waits for it. */
  private track(compaction: Promise<void>): void {
    this.compacting = compaction
      .catch(() => {
        // A full disk: appends still work (or fail loudly); try again later.
        this.compactAfter = Date.now() + COMPACT_RETRY_MS;
      })
      .finally(() => {
        this.compacting = undefined;
      });
  }

  private truncateToWhole(): boolean {
    try {
      fs.ftruncateSync(this.fd, this.bytes);
      return true;
    } catch {
      return false;
    }
  }

  /** True (and writes allowed again) when the journal is cut back to whole lines and a probe write succeeds. */
  private tryRecover(): boolean {
    if (!this.truncateToWhole()) return false;
    try {
      writeAll(this.fd, Buffer.alloc(PROBE_BYTES, 0x0a));
    } catch {
      this.truncateToWhole();
      return false;
    }
    if (!this.truncateToWhole()) return false;
    this.failure = undefined;
    return true;
  }

  /**
   * Starts a new journal for the writes that follow and writes everything before it as a snapshot.
   * Only the switch is synchronous; the snapshot is written in chunks from a view of immutable bytes.
   */
  private async compact(): Promise<void> {
    const generation = randomUUID();
    const setAside = this.rotate(generation);
    await writeSnapshot(this.dir, generation, this.store.views());
    // The snapshot holds everything the set-aside journals held (and the legacy snapshot).
    for (const file of setAside) fs.rmSync(path.join(this.dir, file), { force: true });
    fs.rmSync(path.join(this.dir, LEGACY_SNAPSHOT_FILE), { force: true });
  }

  /** Switches appends to a fresh journal of `generation`; returns the journals the next snapshot replaces. */
  private rotate(generation: string): string[] {
    const nextPath = path.join(this.dir, NEXT_JOURNAL_FILE);
    const header = Buffer.from(`${toJournalLine({ generation, follows: this.generation })}\n`, 'utf8');
    // No fsync here: it can block the database thread for 100+ ms on a busy disk. The new journal is
    // synced by the background timer like any append, and the snapshot's directory sync covers the renames.
    const fd = fs.openSync(nextPath, 'w');
    try {
      writeAll(fd, header);
    } catch (err) {
      fs.closeSync(fd);
      fs.rmSync(nextPath, { force: true });
      throw err;
    }
    const livePath = path.join(this.dir, JOURNAL_FILE);
    if (fs.existsSync(livePath))
      fs.renameSync(livePath, path.join(this.dir, `journal.${randomUUID()}.ejsonl`));
    fs.renameSync(nextPath, livePath);
    const setAside = journalFiles(this.dir).filter((file) => OLD_JOURNAL.test(file));
    if (this.fd >= 0) fs.closeSync(this.fd);
    // The descriptor written through 'w' has no O_APPEND: reopen so appends land after any truncation.
    fs.closeSync(fd);
    this.fd = fs.openSync(livePath, 'a');
    this.generation = generation;
    this.bytes = header.length;
    this.headerBytes = header.length;
    this.unsynced = false;
    return setAside;
  }

  private syncInBackground(): void {
    if (!this.unsynced || this.syncing) return;
    this.unsynced = false;
    this.syncing = new Promise((resolve) => {
      // Best effort: a failure only widens the power-loss window; a crash cannot lose fs.writeSync'd data.
      fs.fdatasync(this.fd, () => {
        this.syncing = undefined;
        resolve();
      });
    });
  }

  private stopTimers(): void {
    clearInterval(this.syncTimer);
    clearInterval(this.probeTimer);
  }

  /** Folds a long journal into a snapshot (so the next start-up replays little), then closes and unlocks. */
  async close(): Promise<void> {
    this.stopTimers();
    await this.syncing;
    await this.compacting;
    try {
      if (!this.failure && this.bytes - this.headerBytes > COMPACT_ON_CLOSE_BYTES)
        await this.compact().catch(() => undefined);
      fs.fdatasyncSync(this.fd);
    } finally {
      fs.closeSync(this.fd);
      releaseLock(this.dir);
    }
  }
}
