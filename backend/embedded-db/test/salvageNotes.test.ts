// What salvage says once it has started: what was damaged and what was kept, never the refusal's
// "Nothing was started ... start with EMBEDDED_DB_SALVAGE=1", which contradicts the start it made.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src';
import { makeTempDir, removeDir, startWithClient } from './support/embedded';

let dir: string;

beforeEach(() => {
  dir = makeTempDir();
});

afterEach(() => {
  removeDir(dir);
});

it('names the damaged snapshot byte without telling the operator to do what they just did', async () => {
  const running = await startWithClient({ dataDir: dir });
  const coll = running.client.db('app').collection('feedback');
  for (let i = 0; i < 20; i++) await coll.insertOne({ text: `marker-${i}` });
  await running.stop();
  // The restart folds everything into the snapshot.
  await startEmbeddedMongo({ dataDir: dir }).then((s) => s.close());
  const snapshot = path.join(dir, 'snapshot.bson');
  const bytes = fs.readFileSync(snapshot);
  bytes[bytes.indexOf('marker-10') + 7] = '4'.charCodeAt(0);
  fs.writeFileSync(snapshot, bytes);

  const salvaged = await startEmbeddedMongo({ dataDir: dir, salvage: true });
  const notes = salvaged.startupNotes.map((n) => n.message);
  await salvaged.close();
  const note = notes.find((n) => n.includes(snapshot));
  expect(note).toMatch(/damaged at byte \d+: a record that fails its checksum/);
  expect(note).toContain('loaded the documents before it');
  expect(note).not.toContain('Nothing was started');
  expect(note).not.toContain('EMBEDDED_DB_SALVAGE');
});
