// Small synchronous file helpers shared by the journal and the snapshot.
import fs from 'node:fs';

export const READ_CHUNK_BYTES = 1024 * 1024;

/** Calls `onLine` for every newline-terminated line, then once for an unterminated tail (a torn write). */
export function readLines(file: string, onLine: (line: string, isTail: boolean) => void): void {
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
    for (;;) {
      const read = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      // '\n' never occurs inside a multi-byte UTF-8 sequence, so splitting bytes on it is safe.
      let data = Buffer.concat([pending, chunk.subarray(0, read)]);
      let newline = data.indexOf(0x0a);
      while (newline >= 0) {
        const line = data.toString('utf8', 0, newline);
        if (line.trim()) onLine(line, false);
        data = data.subarray(newline + 1);
        newline = data.indexOf(0x0a);
      }
      pending = Buffer.from(data);
    }
    if (pending.length && pending.toString('utf8').trim()) onLine(pending.toString('utf8'), true);
  } finally {
    fs.closeSync(fd);
  }
}

export function writeAll(fd: number, data: Buffer): void {
  let offset = 0;
  while (offset < data.length) offset += fs.writeSync(fd, data, offset, data.length - offset);
}
