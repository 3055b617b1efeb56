// Start-up recovery never starts empty over data: a missing snapshot, a damaged record or a torn
// tail is rebuilt from, refused with the file and byte named, or dropped and reported.
import fs from 'node:fs';
import path from 'node:path';
import { serialize } from 'bson';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src';
import { makeTempDir, removeDir, startWithClient } from './support/embedded';

let dir: string;

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  removeDir(dir);
});

const journalPath = (): string => path.join(dir, 'journal.ejsonl');
const snapshotPath = (): string => path.join(dir, 'snapshot.bson');
const filesLike = (prefix: string): string[] => fs.readdirSync(dir).filter((f) => f.startsWith(prefix));

/** Inserts `count` documents one command each (one journal record each), then stops cleanly. */
async function fill(count: number, from = 0): Promise<void> {
  const running = await startWithClient({ dataDir: dir });
  const coll = running.client.db('app').collection('feedback');
  for (let i = from; i < from + count; i++) await coll.insertOne({ i, text: `marker-${i}` });
  await running.stop();
}

async function countAfterStart(salvage = false): Promise<{ count: number; notes: string[] }> {
  const running = await startWithClient({ dataDir: dir, salvage });
  const count = await running.client.db('app').collection('feedback').countDocuments();
  const notes = running.server.startupNotes.map((n) => `${n.level}: ${n.message}`);
  await running.stop();
  return { count, notes };
}

async function startFails(): Promise<string> {
  const outcome = await startEmbeddedMongo({ dataDir: dir, salvage: false }).then(
    async (server) => {
      await server.close();
      return 'started';
    },
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );
  expect(outcome).not.toBe('started');
  return outcome;
}

/** The journal's lines with the byte offset each starts at. */
function journalLines(): Array<{ text: string; offset: number }> {
  const lines: Array<{ text: string; offset: number }> = [];
  let offset = 0;
  for (const text of fs.readFileSync(journalPath(), 'utf8').split('\n')) {
    if (text) lines.push({ text, offset });
    offset += Buffer.byteLength(text) + 1;
  }
  return lines;
}

describe('a missing snapshot', () => {
  it('is rebuilt from the journals of a directory that was never compacted', async () => {
    await fill(300);
    fs.rmSync(snapshotPath());
    expect((await countAfterStart()).count).toBe(300);
    // And the rebuilt state was made durable again.
    expect(fs.existsSync(snapshotPath())).toBe(true);
    expect((await countAfterStart()).count).toBe(300);
  });

  it('is rebuilt from a journal written before checksums whose header says "follows": null', async () => {
    const lines = [
      JSON.stringify({ generation: '00000000-0000-4000-8000-0000000000aa', follows: null }),
      ...[0, 1, 2].map((i) =>
        JSON.stringify({ c: [{ op: 'put', db: 'app', coll: 'feedback', doc: { _id: `f${i}`, i } }] }),
      ),
    ];
    fs.writeFileSync(journalPath(), `${lines.join('\n')}\n`);
    expect((await countAfterStart()).count).toBe(3);
  });

  it('refuses to start, naming the file, when the journal continues a snapshot that is gone', async () => {
    await fill(300);
    // The restart folds the 300 into the snapshot; the next 200 are only in the journal.
    await fill(200, 300);
    fs.rmSync(snapshotPath());
    const before = fs.readFileSync(journalPath());
    const message = await startFails();
    expect(message).toContain('snapshot.bson');
    expect(message).toContain('journal.ejsonl');
    expect(message).toContain('EMBEDDED_DB_SALVAGE=1');
    // Nothing was touched: the operator can still restore the snapshot beside this journal.
    expect(fs.readFileSync(journalPath()).equals(before)).toBe(true);
    expect(fs.existsSync(snapshotPath())).toBe(false);

    const salvaged = await countAfterStart(true);
    expect(salvaged.count).toBe(200);
    expect(salvaged.notes.some((n) => n.startsWith('error: salvage') && n.includes('snapshot.bson'))).toBe(
      true,
    );
  });
});

describe('a damaged journal', () => {
  it('refuses to start on one changed character mid-file, naming file and byte; salvage loads what precedes it', async () => {
    await fill(50);
    const lines = journalLines();
    const target = lines[10] as { text: string; offset: number };
    expect(target.text).toContain('marker-9');
    const altered = fs.readFileSync(journalPath(), 'utf8').replace('marker-9"', 'marker-8"');
    fs.writeFileSync(journalPath(), altered);

    const message = await startFails();
    expect(message).toContain(journalPath());
    expect(message).toContain(`byte ${target.offset}`);
    expect(message).toContain('checksum');

    const salvaged = await countAfterStart(true);
    expect(salvaged.count).toBe(9);
    // What salvage left out, counted: the damaged record and the 40 after it.
    expect(
      salvaged.notes.some(
        (n) =>
          n.startsWith('error: salvage') &&
          n.includes(`byte ${target.offset}`) &&
          n.includes('not the 41 records from there on'),
      ),
    ).toBe(true);
    // The journal as found is kept for a look, byte for byte.
    const kept = filesLike('journal.damaged-');
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, kept[0] as string), 'utf8')).toBe(altered);
    // What was salvaged is now the data: a plain restart serves it.
    expect((await countAfterStart()).count).toBe(9);
  });

  it('refuses to start on 16 junk bytes between records', async () => {
    await fill(20);
    const lines = journalLines();
    const at = (lines[5] as { offset: number }).offset;
    const bytes = fs.readFileSync(journalPath());
    fs.writeFileSync(
      journalPath(),
      Buffer.concat([bytes.subarray(0, at), Buffer.from('0123456789abcde\n'), bytes.subarray(at)]),
    );
    const message = await startFails();
    expect(message).toContain(`byte ${at}`);
  });

  it('drops a torn last record with a warning and keeps the journal as found', async () => {
    await fill(30);
    fs.appendFileSync(journalPath(), '1a2b3c4d {"c":[{"op":"put","db":"app","coll":"feedback","doc":{"_id"');
    const { count, notes } = await countAfterStart();
    expect(count).toBe(30);
    expect(notes.some((n) => n.startsWith('warn:') && n.includes('unfinished record'))).toBe(true);
    expect(filesLike('journal.damaged-')).toHaveLength(1);
    // The next start is quiet: the torn record is gone with the journal that held it.
    expect((await countAfterStart()).notes).toEqual([]);
  });

  it('refuses a changed last record that ends in a newline (written whole, maybe acknowledged); salvage loads the rest', async () => {
    await fill(10);
    const target = journalLines().at(-1) as { text: string; offset: number };
    expect(target.text).toContain('marker-9');
    const altered = fs.readFileSync(journalPath(), 'utf8').replace('marker-9"', 'marker-7"');
    expect(altered.endsWith('\n')).toBe(true);
    fs.writeFileSync(journalPath(), altered);

    const message = await startFails();
    expect(message).toContain(journalPath());
    expect(message).toContain(`byte ${target.offset}`);
    expect(message).toContain('checksum');
    expect(message).not.toContain('never acknowledged');
    // Nothing was touched: the operator can still look at the journal as it was.
    expect(fs.readFileSync(journalPath(), 'utf8')).toBe(altered);

    const salvaged = await countAfterStart(true);
    expect(salvaged.count).toBe(9);
    expect(salvaged.notes.some((n) => n.startsWith('warn:'))).toBe(false);
    expect(
      salvaged.notes.some(
        (n) =>
          n.startsWith('error: salvage') &&
          n.includes(`byte ${target.offset}`) &&
          n.includes('not the 1 records from there on'),
      ),
    ).toBe(true);
    expect(filesLike('journal.damaged-')).toHaveLength(1);
  });

  it('refuses to start when the journal after the snapshot lost its first line, naming it; salvage loads the snapshot', async () => {
    await fill(10);
    const lines = fs.readFileSync(journalPath(), 'utf8').split('\n');
    fs.writeFileSync(journalPath(), lines.slice(1).join('\n'));
    const before = fs.readdirSync(dir).sort();
    const message = await startFails();
    expect(message).toContain(journalPath());
    expect(message).toContain('has no first line naming its generation');
    expect(message).toContain('Nothing was started');
    // A refused start changes no file.
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => f !== 'LOCK')
        .sort(),
    ).toEqual(before.filter((f) => f !== 'LOCK'));
    const { count, notes } = await countAfterStart(true);
    expect(count).toBe(0);
    expect(notes.some((n) => n.startsWith('error: salvage:') && n.includes(journalPath()))).toBe(true);
    expect(filesLike('journal.unreplayed-')).toHaveLength(1);
  });

  it('refuses to start when the journal after the snapshot is missing', async () => {
    await fill(10);
    fs.rmSync(journalPath());
    const message = await startFails();
    expect(message).toContain(`${journalPath()}, which holds the writes since it, is missing`);
  });

  it('refuses a data directory that is a file with a sentence naming it', async () => {
    const file = path.join(dir, 'not-a-dir');
    fs.writeFileSync(file, 'x');
    const message = await startEmbeddedMongo({ dataDir: file, salvage: false }).then(
      async (server) => (await server.close(), 'started'),
      (err: unknown) => (err instanceof Error ? err.message : String(err)),
    );
    expect(message).toContain(`embedded MongoDB data directory ${file} cannot be used: it is a file`);
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
  });

  it('sets aside, never deletes, a journal that fits neither after the snapshot nor inside it', async () => {
    await fill(5);
    await fill(5, 5);
    const stray = path.join(dir, 'journal.00000000-0000-4000-8000-000000000077.ejsonl');
    fs.writeFileSync(
      stray,
      `${JSON.stringify({ generation: '00000000-0000-4000-8000-000000000077', follows: 'elsewhere' })}\n`,
    );
    const { count, notes } = await countAfterStart();
    expect(count).toBe(10);
    expect(notes.some((n) => n.startsWith('error:') && n.includes('not loaded'))).toBe(true);
    expect(fs.existsSync(stray)).toBe(false);
    expect(filesLike('journal.unreplayed-')).toHaveLength(1);
  });
});

describe('a snapshot and a journal from different times or directories', () => {
  it('refuses an older snapshot restored beside a newer journal, naming both; salvage loads the snapshot and keeps the journal', async () => {
    await fill(10);
    await fill(5, 10);
    // A backup taken now holds 10 documents; the journal beside it, 5 more.
    const backup = fs.readFileSync(snapshotPath());
    await fill(5, 15);
    fs.writeFileSync(snapshotPath(), backup);
    const journal = fs.readFileSync(journalPath());

    const message = await startFails();
    expect(message).toContain(snapshotPath().replace(/snapshot\.bson$/, ''));
    expect(message).toContain(`${journalPath()}, which holds the writes since it, is generation`);
    expect(message).toContain('different times or different data directories');
    expect(fs.readFileSync(journalPath()).equals(journal)).toBe(true);

    const salvaged = await countAfterStart(true);
    expect(salvaged.count).toBe(10);
    expect(salvaged.notes.some((n) => n.startsWith('error: salvage:') && n.includes(journalPath()))).toBe(
      true,
    );
    const kept = filesLike('journal.unreplayed-');
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, kept[0] as string)).equals(journal)).toBe(true);
    expect(salvaged.notes.some((n) => n.includes(`not loaded (5 writes), kept as ${kept[0]}`))).toBe(true);
    // An account of a start that happened: what was loaded and what was not, no advice to start.
    expect(salvaged.notes.join('\n')).toContain(
      'Loaded snapshot.bson alone: the writes since it are not loaded.',
    );
    expect(salvaged.notes.join('\n')).not.toContain('Nothing was started');
  });

  it("refuses another data directory's snapshot beside this one's journal", async () => {
    await fill(10);
    await fill(5, 10);
    const mine = dir;
    dir = makeTempDir();
    try {
      await fill(3);
      await fill(3, 3);
      fs.copyFileSync(snapshotPath(), path.join(mine, 'snapshot.bson'));
    } finally {
      removeDir(dir);
      dir = mine;
    }
    expect(await startFails()).toContain('different times or different data directories');
  });
});

describe('salvage of a snapshot with nothing readable', () => {
  it('loads the journals alone when snapshot.bson is empty, saying what is missing and keeping the file', async () => {
    await fill(10);
    await fill(5, 10);
    fs.truncateSync(snapshotPath(), 0);
    expect(await startFails()).toContain('it is empty');

    const salvaged = await countAfterStart(true);
    expect(salvaged.count).toBe(5);
    expect(salvaged.notes.some((n) => n.startsWith('error: salvage:') && n.includes('it is empty'))).toBe(
      true,
    );
    expect(
      salvaged.notes.some(
        (n) => n.startsWith('error: salvage:') && n.includes('only in the missing snapshot'),
      ),
    ).toBe(true);
    expect(filesLike('snapshot.damaged-')).toHaveLength(1);
    expect((await countAfterStart()).count).toBe(5);
  });
});

describe('a damaged snapshot', () => {
  it('refuses to start on one changed byte in a document, naming file and byte; salvage loads the documents before it', async () => {
    await fill(50);
    // The restart folds everything into the snapshot.
    await startEmbeddedMongo({ dataDir: dir }).then((s) => s.close());
    const bytes = fs.readFileSync(snapshotPath());
    const at = bytes.indexOf('marker-25');
    expect(at).toBeGreaterThan(0);
    bytes[at + 7] = '4'.charCodeAt(0);
    fs.writeFileSync(snapshotPath(), bytes);

    const message = await startFails();
    expect(message).toContain(snapshotPath());
    expect(message).toMatch(/damaged at byte \d+/);
    expect(message).toContain('checksum');

    const salvaged = await countAfterStart(true);
    expect(salvaged.count).toBe(25);
    expect(filesLike('snapshot.damaged-')).toHaveLength(1);
  });
});

describe('data directories written before checksums', () => {
  it('load a version 2 snapshot and a bare-JSON journal, and are rewritten with checksums', async () => {
    const generation = '00000000-0000-4000-8000-000000000002';
    const record = (kind: string, doc: object): Buffer =>
      Buffer.concat([Buffer.from(kind, 'latin1'), serialize(doc)]);
    fs.writeFileSync(
      snapshotPath(),
      Buffer.concat([
        record('H', { format: 'gridable-embedded-snapshot', version: 2, generation }),
        record('C', { db: 'app', coll: 'feedback', options: {}, indexes: [] }),
        record('D', { _id: 'old-1', i: 1 }),
        record('D', { _id: 'old-2', i: 2 }),
        record('E', { end: true, documents: 2 }),
      ]),
    );
    fs.writeFileSync(
      journalPath(),
      `${[
        JSON.stringify({ generation, follows: null }),
        JSON.stringify({ c: [{ op: 'put', db: 'app', coll: 'feedback', doc: { _id: 'old-3', i: 3 } }] }),
      ].join('\n')}\n`,
    );
    expect((await countAfterStart()).count).toBe(3);
    // Rewritten: every journal line now starts with its checksum, and the snapshot is version 3.
    for (const { text } of journalLines()) expect(text).toMatch(/^[0-9a-f]{8} \{/);
    expect(fs.readFileSync(snapshotPath()).includes(Buffer.from('version'))).toBe(true);
    expect((await countAfterStart()).count).toBe(3);
  });
});
