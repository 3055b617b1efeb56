// One process per data directory: a LOCK file naming its owner, made by an exclusive create so two
// processes starting at once cannot both take it, and taken over only from an owner that is gone.
// A pid alone does not say that: in a container the server is pid 1 (or 7) on every start, so the
// LOCK also names the owner's start time (from /proc) and the boot, and a live process with that
// pid but another start time is not the owner. It names the directory too (device and inode): a LOCK
// copied with the files into another directory (a backup taken while running, then restored or checked
// beside the original) locks nothing there.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'LOCK';
/** Held for a few system calls by whoever removes a stale LOCK, so two take-overs cannot interleave. */
const TAKEOVER_FILE = 'LOCK.takeover';
/** Attempts before giving up on a LOCK that keeps changing under us (other processes starting and stopping). */
const ATTEMPTS = 20;
const RETRY_MS = 25;
/** An unreadable LOCK younger than this may be one being written (a file system without hard links). */
const UNREADABLE_GRACE_MS = 10_000;
/** /proc/stat's boot time is whole seconds: a legacy LOCK is proven older than its pid only beyond this. */
const CLOCK_SLACK_MS = 2_000;

interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot), where there is a /proc. */
  start?: string;
  boot?: string;
  /** Wall-clock start of the process in ms, for platforms without /proc (own pid only) and for people. */
  startedMs: number;
  /** Tells this LOCK from any other, so release and take-over touch only the one they mean. */
  nonce: string;
  /** `<device>:<inode>` of the directory it was written in. */
  dir?: string;
}

interface FoundLock {
  raw: string;
  /** Undefined when the file holds neither format (damaged, or being written). */
  owner?: Partial<LockOwner> & { pid: number };
  mtimeMs: number;
}

/** Data directories held by this thread, with the nonce of the LOCK it wrote. */
const heldDirs = new Map<string, string>();

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Fields 3 on of /proc/<pid>/stat: [0] the state, [19] the start time. */
function procStatFields(pid: number | 'self'): string[] | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function procStartTicks(pid: number | 'self'): string | undefined {
  return procStatFields(pid)?.[19];
}

function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id');
}

/** When the process of `pid` started, in ms since the epoch, from /proc (Linux only). */
function procStartedMs(pid: number): number | undefined {
  const ticks = procStartTicks(pid);
  const btime = readText('/proc/stat')?.match(/^btime (\d+)$/m)?.[1];
  if (ticks === undefined || btime === undefined) return undefined;
  // USER_HZ is 100 on every Linux the server runs on.
  return Number(btime) * 1000 + Number(ticks) * 10;
}

/** The directory itself, whatever path names it (a symlink, a bind mount): `<device>:<inode>`. */
function dirIdentity(dir: string): string | undefined {
  try {
    const stat = fs.statSync(dir, { bigint: true });
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

function ownRecord(dir: string): LockOwner {
  const start = procStartTicks('self');
  const boot = bootId();
  const identity = dirIdentity(dir);
  return {
    pid: process.pid,
    ...(start === undefined ? {} : { start }),
    ...(boot === undefined ? {} : { boot }),
    startedMs: Math.round(Date.now() - process.uptime() * 1000),
    nonce: randomUUID(),
    ...(identity === undefined ? {} : { dir: identity }),
  };
}

function readLock(file: string): FoundLock | undefined {
  let raw: string;
  let mtimeMs: number;
  try {
    raw = fs.readFileSync(file, 'utf8');
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const text = raw.trim();
  // Before start times were recorded a LOCK held the bare pid.
  if (/^\d+$/.test(text)) return { raw, owner: { pid: Number(text) }, mtimeMs };
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isInteger(parsed.pid) && (parsed.pid as number) > 0)
      return { raw, owner: parsed as FoundLock['owner'], mtimeMs };
  } catch {
    // Neither format: judged below by its age.
  }
  return { raw, mtimeMs };
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Signal 0 reaches a zombie too: killed (kill -9) but not yet waited for by its parent, it holds
  // no file and writes nothing, and refusing it would fail the restart that follows the kill.
  const state = procStatFields(pid)?.[0];
  return state !== 'Z' && state !== 'X';
}

/** Whether the process that wrote `lock` in `dir` may still be running (and so still writing the journal). */
function ownerMayLive(lock: FoundLock, dir: string): boolean {
  const owner = lock.owner;
  if (!owner) return Date.now() - lock.mtimeMs < UNREADABLE_GRACE_MS;
  // Written in another directory and copied here: its owner, alive or not, writes over there.
  if (owner.dir !== undefined) {
    const here = dirIdentity(dir);
    if (here !== undefined && here !== owner.dir) return false;
  }
  if (owner.boot !== undefined && bootId() !== undefined && owner.boot !== bootId()) return false;
  if (!processExists(owner.pid)) return false;
  if (owner.nonce === undefined) {
    // A LOCK written before start times were kept: not by this process (it writes the new format),
    // and not by a process that started after it was written.
    if (owner.pid === process.pid) return false;
    const started = procStartedMs(owner.pid);
    return started === undefined || started <= lock.mtimeMs + CLOCK_SLACK_MS;
  }
  const start = procStartTicks(owner.pid);
  if (owner.start !== undefined && start !== undefined) return owner.start === start;
  // No /proc: only our own start time is known.
  if (owner.pid === process.pid && owner.startedMs !== undefined)
    return Math.abs(owner.startedMs - Math.round(Date.now() - process.uptime() * 1000)) < 1000;
  return true;
}

/** Creates `file` holding `text` only if it does not exist; false when it does. */
function createExclusive(file: string, text: string): boolean {
  // Written aside then hard-linked into place: the name never exists without its whole content.
  const temp = `${file}.${randomUUID()}.tmp`;
  fs.writeFileSync(temp, text, { flag: 'wx' });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  // No hard links here: an exclusive create, whose empty moment readers give UNREADABLE_GRACE_MS.
  try {
    fs.writeFileSync(file, text, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes the LOCK if it still is `stale`. Under the take-over file, so no other process removes a
 * LOCK between our reading it and our removing it; a LOCK that changed meanwhile is left alone.
 */
function removeStale(dir: string, stale: FoundLock, own: string): boolean {
  const guard = path.join(dir, TAKEOVER_FILE);
  if (!createExclusive(guard, own)) {
    const holder = readLock(guard);
    if (!holder || ownerMayLive(holder, dir)) return false;
    // Its holder died within those few calls: move it aside, and put it back if what moved was not it.
    const aside = `${guard}.${randomUUID()}.stale`;
    try {
      fs.renameSync(guard, aside);
    } catch {
      return false;
    }
    if (fs.readFileSync(aside, 'utf8') !== holder.raw) {
      try {
        fs.linkSync(aside, guard);
      } catch {
        // Another guard took its place: the next attempt reads it.
      }
    }
    fs.rmSync(aside, { force: true });
    return true;
  }
  try {
    const lockPath = path.join(dir, LOCK_FILE);
    if (readLock(lockPath)?.raw === stale.raw) fs.rmSync(lockPath, { force: true });
    return true;
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function inUse(dir: string, lock: FoundLock): Error {
  const owner = lock.owner;
  if (!owner)
    return new Error(
      `embedded MongoDB data directory ${dir} is being locked by another process (its LOCK file is not yet ` +
        `readable). Try again; if nothing else uses it, remove ${path.join(dir, LOCK_FILE)}.`,
    );
  const since = owner.startedMs ? ` (started ${new Date(owner.startedMs).toISOString()})` : '';
  const who =
    owner.pid === process.pid ? ' (this process: another thread, or the same directory by another path)' : '';
  return new Error(
    `embedded MongoDB data directory ${dir} is in use by process ${owner.pid}${who}${since}. ` +
      `Stop that process first: two processes writing one journal would corrupt it.`,
  );
}

export function acquireLock(dir: string): void {
  if (heldDirs.has(dir))
    throw new Error(`embedded MongoDB data directory ${dir} is already open in this process`);
  const lockPath = path.join(dir, LOCK_FILE);
  const own = ownRecord(dir);
  const text = `${JSON.stringify(own)}\n`;
  let found: FoundLock | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(lockPath, text)) {
      heldDirs.set(dir, own.nonce);
      return;
    }
    found = readLock(lockPath);
    if (!found) continue;
    if (ownerMayLive(found, dir)) throw inUse(dir, found);
    // Left by a process that is gone (kill -9, a container restarted): taken over.
    // Another process is taking it over: give it the moment it needs.
    if (!removeStale(dir, found, text)) sleepSync(RETRY_MS);
  }
  throw found ? inUse(dir, found) : new Error(`embedded MongoDB data directory ${dir} could not be locked`);
}

export function releaseLock(dir: string): void {
  const nonce = heldDirs.get(dir);
  heldDirs.delete(dir);
  if (nonce === undefined) return;
  const lockPath = path.join(dir, LOCK_FILE);
  try {
    // Only our own LOCK: one taken over meanwhile belongs to its new owner.
    if (readLock(lockPath)?.owner?.nonce === nonce) fs.rmSync(lockPath, { force: true });
  } catch {
    // The directory is gone or unreadable: nothing left to release.
  }
}

/**
 * Puts back a LOCK removed while we hold the directory (by hand, or with the directory), so no second
 * process can start on it. Returns why the directory is no longer ours: another process's LOCK is there.
 */
export function keepLock(dir: string): string | undefined {
  const nonce = heldDirs.get(dir);
  if (nonce === undefined) return undefined;
  const lockPath = path.join(dir, LOCK_FILE);
  try {
    const found = readLock(lockPath);
    if (found?.owner?.nonce === nonce) return undefined;
    const other =
      found ??
      (createExclusive(lockPath, `${JSON.stringify({ ...ownRecord(dir), nonce })}\n`)
        ? undefined
        : readLock(lockPath));
    if (!other || other.owner?.nonce === nonce) return undefined;
    return `its LOCK now names process ${other.owner?.pid ?? '(unreadable)'}: another process has the directory`;
  } catch {
    // Cannot look or write (the directory is gone or unwritable): the journal checks notice that.
    return undefined;
  }
}
