// A data directory written by a newer release is refused by name before any file is read or changed: a newer
// layout is not damage, and salvaging it would drop what this release cannot read.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src';
import { crc32c } from '../src/crc32c';
import { DATA_FORMAT } from '../src/formatFile';
import { makeTempDir, removeDir, startWithClient } from './support/embedded';

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => {
  removeDir(dir);
});

async function fill(): Promise<void> {
  const running = await startWithClient({ dataDir: dir });
  await running.client.db('app').collection('feedback').insertOne({ text: 'kept' });
  await running.stop();
}

/** Every file of the directory with its bytes, to show that a refusal changed none. */
function files(): Record<string, string> {
  return Object.fromEntries(
    fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')]),
  );
}

async function refusal(salvage: boolean): Promise<string> {
  return startEmbeddedMongo({ dataDir: dir, salvage }).then(
    async (server) => {
      await server.close();
      return 'started';
    },
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );
}

describe('data from a newer release', () => {
  it('records the format it writes', async () => {
    await fill();
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'FORMAT'), 'utf8'))).toEqual({ format: DATA_FORMAT });
  });

  it('refuses a directory of a newer format, changing no file, even when salvaging', async () => {
    await fill();
    fs.writeFileSync(path.join(dir, 'FORMAT'), JSON.stringify({ format: DATA_FORMAT + 1 }));
    const before = files();
    for (const salvage of [false, true]) {
      expect(await refusal(salvage)).toMatch(
        new RegExp(`format ${DATA_FORMAT + 1}, written by a newer Gridable release.*Nothing was started`),
      );
    }
    expect(files()).toEqual(before);
  });

  it('refuses a snapshot of a newer version as newer, not as damaged, even when salvaging', async () => {
    await fill();
    fs.rmSync(path.join(dir, 'FORMAT'));
    // The header record (kind byte, BSON, CRC-32C) saying version 4, with its checksum right.
    const file = path.join(dir, 'snapshot.bson');
    const bytes = fs.readFileSync(file);
    const length = bytes.readInt32LE(1);
    const at = bytes.indexOf(Buffer.from('version\0', 'latin1')) + 'version\0'.length;
    expect(bytes.readInt32LE(at)).toBe(3);
    bytes.writeInt32LE(4, at);
    bytes.writeUInt32LE(crc32c(bytes, 0, 1 + length), 1 + length);
    fs.writeFileSync(file, bytes);
    const before = files();
    for (const salvage of [false, true]) {
      expect(await refusal(salvage)).toMatch(/is version 4, written by a newer Gridable release/);
    }
    expect(files()).toEqual(before);
  });
});
