// Durability for a data directory: a snapshot plus the journals written since it, replayed at start-up.
// Compaction switches appends to a fresh journal at once, then writes the new snapshot in the background.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Change } from './changes';
import { asideName, readLines, syncDirectorySync, writeAll } from './files';
import {
  JOURNAL_FILE,
  journalFiles,
  NEXT_JOURNAL_FILE,
  OLD_JOURNAL,
  planReplay,
  readHeader,
  type JournalHeader,
} from './journalChain';
import { BadRecord, CHECKSUM_NAME, decodeRecord, encodeRecord } from './journalRecords';
import { acquireLock, keepLock, releaseLock } from './lock';
import { newerFormat, writeFormat } from './formatFile';
import { LEGACY_SNAPSHOT_FILE, loadSnapshot, SNAPSHOT_FILE, writeSnapshot } from './snapshot';
import type { Store } from './storage';
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

/** Something an operator should hear about from a start-up that went ahead. */
export interface StartupNote {
  /** info: what an ordinary crash left, set right with nothing lost. */
  level: 'info' | 'warn' | 'error';
  message: string;
}

export interface RecoveryReport {
  snapshotChanges: number;
  journalCommands: number;
  /** Unfinished last records dropped (a write cut short: see the note in load()). */
  tornRecords: number;
  notes: StartupNote[];
}

export interface JournalOptions {
  compactAfterBytes?: number;
  /** Load what precedes damage instead of refusing to start (the damaged files are kept aside). */
  salvage?: boolean;
}

/** How far one journal was read. */
interface ReplayOutcome {
  /** Offset and reason of a damaged record before the end (salvage stopped there). */
  damage?: { offset: number; why: string; notLoaded: number };
  /** Offset of a torn last record that was dropped. */
  tornAt?: number;
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
  /** Set when journal.ejsonl is no longer the file we append to (deleted with DATA_DIR, or replaced). */
  private orphaned = false;
  private rebuilding: Promise<void> | undefined;
  /** When (performance.now(): monotonic, so a wall clock stepped back cannot stall it) to retry a failed compaction. */
  private compactAfter = 0;
  /** Set while compactions fail, so the operator hears of it once, not every retry. */
  private compactionFailing = false;
  /** Set while appends fail; cleared when a probe shows the disk takes writes again. */
  private failure: JournalWriteError | undefined;
  private readonly syncTimer: NodeJS.Timeout;
  private readonly probeTimer: NodeJS.Timeout;
  recovery: RecoveryReport = { snapshotChanges: 0, journalCommands: 0, tornRecords: 0, notes: [] };
  /**
   * Hears what happens to the files while running (the data directory deleted, written again): the
   * operator must hear at once, not at the next start. Set by whoever logs for this database.
   */
  onNote: (note: StartupNote) => void = () => undefined;

  private readonly compactAfterBytes: number;
  private readonly salvage: boolean;

  private constructor(dir: string, store: Store, options: JournalOptions) {
    this.dir = dir;
    this.store = store;
    this.compactAfterBytes = options.compactAfterBytes ?? COMPACT_AFTER_BYTES;
    this.salvage = options.salvage ?? false;
    this.syncTimer = setInterval(() => {
      this.checkFiles();
      this.syncInBackground();
    }, BACKGROUND_SYNC_MS);
    this.syncTimer.unref();
    this.probeTimer = setInterval(() => {
      if (this.orphaned) this.rebuild();
      else if (this.failure) this.tryRecover();
    }, PROBE_MS);
    this.probeTimer.unref();
  }

  /** Locks the directory, loads snapshot + journals into `store`, and compacts them into a new snapshot when needed. */
  static async open(dir: string, store: Store, options: JournalOptions = {}): Promise<Journal> {
    const resolved = path.resolve(dir);
    try {
      fs.mkdirSync(resolved, { recursive: true });
      acquireLock(resolved);
    } catch (err) {
      throw unusableDirectory(resolved, err);
    }
    const journal = new Journal(resolved, store, options);
    try {
      const needsCompaction = journal.load();
      writeFormat(resolved);
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

  /**
   * Replays snapshot and journals; true when the files should be folded into a fresh snapshot.
   * Throws, having changed no file, when it would have to start without data it can see: a missing
   * snapshot the journals continue, or damage before a file's end (unless salvaging).
   */
  private load(): boolean {
    const newer = newerFormat(this.dir);
    if (newer) throw new Error(newer);
    fs.rmSync(path.join(this.dir, `${SNAPSHOT_FILE}.tmp`), { force: true });
    const unfinishedNext = this.finishRotation();
    const snapshot = loadSnapshot(this.dir, this.store, this.salvage);
    this.recovery.snapshotChanges = snapshot?.documents ?? 0;
    const headers = journalFiles(this.dir).map((file) => readHeader(this.dir, file));
    const badHeader = headers.find((h) => h.badHeader !== undefined);
    if (badHeader && !this.salvage) throw this.damageError(badHeader.file, 0, badHeader.badHeader ?? '');
    // Salvage of a snapshot without even a readable header (empty, cut short): the journals alone.
    const plan = planReplay(
      this.dir,
      SNAPSHOT_FILE,
      headers,
      snapshot?.unreadable ? undefined : snapshot,
      this.salvage,
    );
    const notes = this.recovery.notes;
    /** Replayed journals that were not read to their end: copied aside before a compaction deletes them. */
    const incomplete: Array<{ file: string; level: StartupNote['level'] }> = [];
    let replayed = 0;
    for (const header of plan.chain) {
      const outcome = this.replay(header);
      replayed++;
      if (outcome.tornAt !== undefined) {
        incomplete.push({ file: header.file, level: 'warn' });
        notes.push({
          level: 'warn',
          message: `embedded MongoDB journal ${path.join(this.dir, header.file)} ended in an unfinished record at byte ${outcome.tornAt} (a write cut short by a crash before its reply, or by a power loss within the journal's one-second sync window): dropped`,
        });
      }
      if (outcome.damage) {
        incomplete.push({ file: header.file, level: 'error' });
        notes.push({
          level: 'error',
          message: `salvage: embedded MongoDB journal ${path.join(this.dir, header.file)} is damaged at byte ${outcome.damage.offset} (${outcome.damage.why}); loaded what precedes it, not the ${outcome.damage.notLoaded} records from there on`,
        });
        break;
      }
    }
    // A compaction killed part-way leaves a journal it set aside (or a next journal it had not put in
    // place): set right here with nothing lost, but the operator hears what the crash left.
    const setAside = headers.filter((h) => OLD_JOURNAL.test(h.file)).map((h) => h.file);
    const left = [...(unfinishedNext ? [unfinishedNext] : []), ...setAside];
    if (left.length)
      notes.push({
        level: 'info',
        message: `embedded MongoDB data directory ${this.dir}: a compaction was cut short (a crash or kill -9) and left ${left.join(', ')}; every write in them is loaded and folded into a new snapshot`,
      });
    // After damage (salvage), the journals that follow were not replayed: they are kept, not deleted.
    const afterDamage = plan.chain.slice(replayed);
    const unreplayed = [...plan.unreplayed, ...afterDamage];
    if (snapshot?.damaged) {
      const copy = asideName(this.dir, 'snapshot.damaged', '.bson');
      fs.copyFileSync(path.join(this.dir, SNAPSHOT_FILE), path.join(this.dir, copy));
      notes.push({
        level: 'error',
        message: `salvage: ${snapshot.damaged}; loaded the documents before it; the file is kept as ${copy}`,
      });
    }
    if (plan.missingSnapshot) notes.push({ level: 'error', message: `salvage: ${plan.missingSnapshot}` });
    if (plan.missingJournal) notes.push({ level: 'error', message: `salvage: ${plan.missingJournal}` });
    for (const { file, level } of incomplete) {
      const copy = asideName(this.dir, 'journal.damaged', '.ejsonl');
      fs.copyFileSync(path.join(this.dir, file), path.join(this.dir, copy));
      notes.push({ level, message: `embedded MongoDB journal ${file} as it was found is kept as ${copy}` });
    }
    for (const header of unreplayed) {
      const aside = asideName(
        this.dir,
        header.badHeader ? 'journal.damaged' : 'journal.unreplayed',
        '.ejsonl',
      );
      // Said in writes, so the operator knows what the salvaged data lacks.
      const writes = `${countRecords(path.join(this.dir, header.file), header)} writes`;
      fs.renameSync(path.join(this.dir, header.file), path.join(this.dir, aside));
      const file = path.join(this.dir, header.file);
      notes.push({
        level: 'error',
        message: header.badHeader
          ? `salvage: embedded MongoDB journal ${file} has a damaged first line (${header.badHeader}); not loaded, kept as ${aside}`
          : afterDamage.includes(header)
            ? `salvage: embedded MongoDB journal ${file} follows the damaged one: not loaded (${writes}), kept as ${aside}`
            : `embedded MongoDB journal ${file} (generation ${String(header.generation)}, following ${String(header.follows)}) belongs neither after the snapshot nor inside it: not loaded (${writes}), kept as ${aside}`,
      });
    }
    if (unreplayed.length || incomplete.length) syncDirectorySync(this.dir);
    const last = plan.chain[replayed - 1];
    this.generation = last?.generation ?? snapshot?.generation;
    const clean =
      snapshot !== undefined &&
      !snapshot.legacy &&
      notes.length === 0 &&
      this.recovery.journalCommands === 0 &&
      plan.chain.length === 1 &&
      plan.folded.length === 0 &&
      last?.file === JOURNAL_FILE &&
      last.checksummed;
    if (!clean) return true;
    this.fd = fs.openSync(path.join(this.dir, JOURNAL_FILE), 'a');
    this.bytes = fs.fstatSync(this.fd).size;
    this.headerBytes = this.bytes;
    return false;
  }

  /**
   * A compaction killed inside rotate() leaves journal.next.ejsonl, which only ever holds its header
   * (appends switch to it once it is journal.ejsonl). Killed between the two renames, it is the link
   * from the set-aside journal to every later one: finish the rename, or the next rotate() overwrites it
   * and the journals after it no longer follow anything. Killed before them, it is not needed.
   */
  /** Returns the file it found (and dealt with), if any. */
  private finishRotation(): string | undefined {
    const next = path.join(this.dir, NEXT_JOURNAL_FILE);
    if (!fs.existsSync(next)) return undefined;
    // More than a header was never written by a rotate(): leave such a file to the replay plan.
    if (countLines(next) > 1) return undefined;
    const live = path.join(this.dir, JOURNAL_FILE);
    if (fs.existsSync(live)) fs.rmSync(next);
    else fs.renameSync(next, live);
    syncDirectorySync(this.dir);
    return NEXT_JOURNAL_FILE;
  }

  private damageError(file: string, offset: number, why: string, last = false): Error {
    const context = last
      ? 'and it is the last record, written whole (newline-ended), so it may have been acknowledged'
      : 'and records follow it';
    return new Error(
      `embedded MongoDB journal ${path.join(this.dir, file)} is damaged at byte ${offset}: the record there ${why}, ` +
        `${context}. Nothing was started. Restore the data directory from a backup, or start with ` +
        `EMBEDDED_DB_SALVAGE=1 (npm run db:embedded -- --salvage) to load what precedes it ` +
        `(the file is kept as journal.damaged-<time>.ejsonl).`,
    );
  }

  /**
   * Replays one journal. A bad unterminated tail is a write cut short (dropped: its append never
   * returned, so it was never acknowledged). Any other bad record, the last one included, ended in
   * its newline: it was written whole and may have been acknowledged, so it is damage that stops the
   * start, or with salvage stops this replay there.
   */
  private replay(header: JournalHeader): ReplayOutcome {
    let first = header.generation !== undefined;
    /** A bad record waits here until we know whether anything follows it. */
    let bad: { offset: number; why: string } | undefined;
    const outcome: ReplayOutcome = {};
    const file = header.file;
    readLines(path.join(this.dir, file), (line, offset, isTail) => {
      if (outcome.damage) {
        outcome.damage.notLoaded++;
        return;
      }
      if (bad) {
        if (!this.salvage) throw this.damageError(file, bad.offset, bad.why);
        // The damaged record and this one, so far.
        outcome.damage = { ...bad, notLoaded: 2 };
        return;
      }
      let changes: Change[];
      try {
        const entry = decodeRecord(line, header.checksummed);
        if (first) {
          first = false;
          return;
        }
        changes = entry['c'] as Change[];
        if (!Array.isArray(changes)) throw new BadRecord('is not a journal record (it has no changes)');
      } catch (err) {
        bad = { offset, why: err instanceof Error ? err.message : String(err) };
        if (!isTail) return;
        // Nothing follows a tail: it is the torn write, not damage.
        outcome.tornAt = offset;
        this.recovery.tornRecords++;
        bad = undefined;
        return;
      }
      for (const change of changes) this.store.applyChange(change);
      this.recovery.journalCommands++;
    });
    if (bad && !outcome.damage) {
      // Complete and newline-ended, yet bad, with nothing after it: damage all the same.
      if (!this.salvage) throw this.damageError(file, bad.offset, bad.why, true);
      outcome.damage = { ...bad, notLoaded: 1 };
    }
    return outcome;
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
    if (this.failure && (this.orphaned || !this.tryRecover())) throw this.failure;
    const data = encodeRecord({ c: changes });
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
    if (this.bytes > this.compactAfterBytes && !this.compacting && performance.now() >= this.compactAfter)
      this.track(this.compact());
  }

  /** Lets a compaction run in the background; close() waits for it. */
  private track(compaction: Promise<void>): void {
    this.compacting = compaction
      .then(() => {
        this.compactionFailing = false;
      })
      .catch((err: unknown) => {
        // A full disk or a directory no longer writable: appends still work (or fail loudly); try
        // again later. Said once per run of failures, so the journal's growth is not a surprise.
        this.compactAfter = performance.now() + COMPACT_RETRY_MS;
        if (!this.compactionFailing)
          this.onNote({
            level: 'error',
            message: `embedded MongoDB could not compact ${this.dir} (${err instanceof Error ? err.message : String(err)}); writes stay in the journal, retried every ${COMPACT_RETRY_MS / 1000} s`,
          });
        this.compactionFailing = true;
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
    const header = encodeRecord({
      generation,
      ...(this.generation === undefined ? {} : { follows: this.generation }),
      checksum: CHECKSUM_NAME,
    });
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
    if (this.fd >= 0) this.retire(this.fd);
    // The descriptor written through 'w' has no O_APPEND: reopen so appends land after any truncation.
    fs.closeSync(fd);
    this.fd = fs.openSync(livePath, 'a');
    this.generation = generation;
    this.bytes = header.length;
    this.headerBytes = header.length;
    this.unsynced = false;
    return setAside;
  }

  /**
   * Appends to a journal that was deleted (DATA_DIR removed while running) or replaced would be
   * acknowledged into a file no restart reads. Seen here, writes are refused until rebuild() has
   * written everything in memory (which still holds every acknowledged write) to the directory again.
   */
  private checkFiles(): void {
    if (this.orphaned || this.rebuilding || this.fd < 0) return;
    const taken = keepLock(this.dir);
    if (taken) {
      // Another process started on the directory: ours to write no more until it is gone (rebuild retries).
      this.orphaned = true;
      this.failure = new JournalWriteError(new Error(`${this.dir} is no longer this process's: ${taken}`));
      this.onNote({
        level: 'error',
        message: `embedded MongoDB ${this.failure.message}; writes are refused`,
      });
      return;
    }
    let same: boolean;
    try {
      const open = fs.fstatSync(this.fd);
      const named = fs.statSync(path.join(this.dir, JOURNAL_FILE), { throwIfNoEntry: false });
      same = named !== undefined && named.ino === open.ino && named.dev === open.dev;
    } catch {
      // Cannot look (permissions): appends fail loudly by themselves if the disk refuses them.
      return;
    }
    if (same) {
      // snapshot.bson deleted while running: the next start would refuse (the journal continues it), so
      // it is written again now, from memory.
      const snapshotGone = !fs.existsSync(path.join(this.dir, SNAPSHOT_FILE));
      if (snapshotGone && !this.compacting && performance.now() >= this.compactAfter)
        this.track(this.compact());
      return;
    }
    this.orphaned = true;
    this.failure = new JournalWriteError(
      new Error(
        `${path.join(this.dir, JOURNAL_FILE)} was deleted or replaced while in use; every document is being written to ${this.dir} again`,
      ),
    );
    this.onNote({
      level: 'error',
      message: `embedded MongoDB data directory ${this.dir}: ${this.failure.message}; writes are refused until then`,
    });
  }

  /** Writes the whole store as a fresh snapshot and journal in DATA_DIR (made again if need be), then takes writes. */
  private rebuild(): void {
    if (this.rebuilding || this.compacting) return;
    this.rebuilding = (async () => {
      fs.mkdirSync(this.dir, { recursive: true });
      // Our LOCK went with the directory: take it again, unless another process has it by now.
      releaseLock(this.dir);
      acquireLock(this.dir);
      const live = path.join(this.dir, JOURNAL_FILE);
      // A file put in its place is not ours to fold in or delete: kept for the operator. (Our own is
      // still there when only the LOCK was taken: compact() sets it aside and folds it as usual.)
      const named = fs.statSync(live, { throwIfNoEntry: false });
      const open = fs.fstatSync(this.fd);
      if (named && (named.ino !== open.ino || named.dev !== open.dev))
        fs.renameSync(live, path.join(this.dir, asideName(this.dir, 'journal.unreplayed', '.ejsonl')));
      await this.compact();
      this.orphaned = false;
      this.failure = undefined;
      this.onNote({
        level: 'warn',
        message: `embedded MongoDB data directory ${this.dir} holds every document again (${this.store.dataSize()} bytes written); writes are taken again`,
      });
    })()
      .catch(() => {
        // Not writable yet, or the directory is another process's now: writes stay refused; retried.
      })
      .finally(() => {
        this.rebuilding = undefined;
      });
  }

  /**
   * Closes the journal a rotation set aside once its last writes are synced (off the event loop):
   * they are acknowledged, and until the new snapshot lands (seconds, for a large store) that file
   * is their only copy. Closing it at once also pulled the descriptor from under a pending sync.
   */
  private retire(fd: number): void {
    const dirty = this.unsynced;
    void Promise.resolve(this.syncing).then(() => {
      const close = (): void => fs.close(fd, () => undefined);
      if (dirty) fs.fdatasync(fd, close);
      else close();
    });
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
    await this.rebuilding;
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

function countLines(file: string): number {
  let lines = 0;
  readLines(file, () => lines++);
  return lines;
}

/** The records of a journal past its header line (a damaged line counts as one). */
function countRecords(file: string, header: JournalHeader): number {
  const lines = countLines(file);
  return header.generation === undefined || header.badHeader !== undefined ? lines : lines - 1;
}

const UNUSABLE: Record<string, string> = {
  EEXIST: 'it is a file, not a directory',
  ENOTDIR: 'a part of its path is a file, not a directory',
  EROFS: 'it is on a read-only file system',
  EACCES: 'this process may not write to it',
  EPERM: 'this process may not write to it',
  ENOSPC: 'its disk is full',
};

/** A data directory that cannot be created or locked, said as a sentence an operator can act on. */
function unusableDirectory(dir: string, err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const why = code === undefined ? undefined : UNUSABLE[code];
  if (!why) return err;
  return new Error(
    `embedded MongoDB data directory ${dir} cannot be used: ${why} (${(err as Error).message}). ` +
      `Nothing was started. Point DATA_DIR at a writable directory.`,
  );
}
