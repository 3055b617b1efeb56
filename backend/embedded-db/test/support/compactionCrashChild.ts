// Child process for compaction crash tests: serves a data directory and dies (SIGKILL, as kill -9)
// at one step of its next compaction, named by CRASH_AT. CRASH_ON_START=1 arms it before start-up,
// so the start-up compaction is the one that dies; otherwise only a compaction while serving does.
import fs from 'node:fs';

const [dataDir, compactAfter] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: compactionCrashChild <dataDir> [compactAfterBytes]');
const step = process.env['CRASH_AT'];
let armed = process.env['CRASH_ON_START'] === '1';
const die = (at: string): void => {
  if (!armed || at !== step) return;
  process.kill(process.pid, 'SIGKILL');
};
const SET_ASIDE = /journal\.[0-9a-f-]{36}\.ejsonl$/;

const { renameSync, rmSync } = fs;
fs.renameSync = (from, to) => {
  if (SET_ASIDE.test(String(to))) die('set-live-aside');
  if (String(from).endsWith('journal.next.ejsonl')) die('next-to-live');
  renameSync(from, to);
};
fs.rmSync = (target, options) => {
  if (SET_ASIDE.test(String(target))) die('delete-set-aside');
  rmSync(target, options);
};
const promises = fs.promises;
const { open, rename } = promises;
promises.open = (
  file: fs.PathLike,
  ...rest: Parameters<typeof open> extends [unknown, ...infer R] ? R : never
) => {
  if (String(file).endsWith('snapshot.bson.tmp')) die('snapshot-create');
  return open(file, ...rest);
};
promises.rename = async (from, to) => {
  die('snapshot-rename');
  await rename(from, to);
  die('snapshot-renamed');
};

const { startEmbeddedMongo } = await import('../../src');
const server = await startEmbeddedMongo({
  dataDir,
  ...(compactAfter ? { compactAfterBytes: Number(compactAfter) } : {}),
});
armed = true;
process.stdout.write(`${JSON.stringify({ uri: server.uri })}\n`);
setInterval(() => undefined, 1 << 30);
