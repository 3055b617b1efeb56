// Small synchronous file helpers shared by the journal and the snapshot.
import fs from 'node:fs';

export const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * Calls `onLine` with the bytes of every newline-terminated line (without the newline) and the file
 * offset it starts at, then once for an unterminated tail (a torn write) with `isTail`. Blank lines
 * are skipped. The bytes are only valid during the call.
 */
export function readLines(
  file: string,
  onLine: (line: Buffer, offset: number, isTail: boolean) => void,
): void {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    const chunk = Buffer.alloc(READ_CHUNK_BYTES);
    let pending = Buffer.alloc(0);
    /** File offset of pending's first byte. */
    let base = 0;
    for (;;) {
      const read = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      // '\n' never occurs inside a multi-byte UTF-8 sequence, so splitting bytes on it is safe.
      const data = pending.length
        ? Buffer.concat([pending, chunk.subarray(0, read)])
        : chunk.subarray(0, read);
      let start = 0;
      let newline = data.indexOf(0x0a);
      while (newline >= 0) {
        if (!isBlank(data, start, newline)) onLine(data.subarray(start, newline), base + start, false);
        start = newline + 1;
        newline = data.indexOf(0x0a, start);
      }
      pending = Buffer.from(data.subarray(start));
      base += start;
    }
    if (!isBlank(pending, 0, pending.length)) onLine(pending, base, true);
  } finally {
    fs.closeSync(fd);
  }
}

function isBlank(data: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = data[i] as number;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d && byte !== 0x0a) return false;
  }
  return true;
}

export function writeAll(fd: number, data: Buffer): void {
  let offset = 0;
  while (offset < data.length) offset += fs.writeSync(fd, data, offset, data.length - offset);
}

/** Makes renames and new files in `dir` durable; a platform that cannot sync a directory still renamed atomically. */
export function syncDirectorySync(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms cannot fsync a directory.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** A name for a file set aside at `now` that does not replace one already there. */
export function asideName(dir: string, prefix: string, suffix: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let name = `${prefix}-${stamp}${suffix}`;
  for (let n = 2; fs.existsSync(`${dir}/${name}`); n++) name = `${prefix}-${stamp}-${n}${suffix}`;
  return name;
}
