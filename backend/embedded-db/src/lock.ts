// One process per data directory: a LOCK file naming the owner's pid, taken over from a dead owner.
import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'LOCK';

/** Data directories held by this process (a LOCK file with our own pid is otherwise indistinguishable). */
const heldDirs = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireLock(dir: string): void {
  if (heldDirs.has(dir))
    throw new Error(`embedded MongoDB data directory ${dir} is already open in this process`);
  const lockPath = path.join(dir, LOCK_FILE);
  try {
    const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isProcessAlive(owner)) {
      throw new Error(`embedded MongoDB data directory ${dir} is in use by process ${owner}`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  // A LOCK left by a dead process (kill -9) is simply taken over.
  fs.writeFileSync(lockPath, String(process.pid));
  heldDirs.add(dir);
}

export function releaseLock(dir: string): void {
  heldDirs.delete(dir);
  try {
    fs.unlinkSync(path.join(dir, LOCK_FILE));
  } catch {
    // Already gone: nothing to release.
  }
}
