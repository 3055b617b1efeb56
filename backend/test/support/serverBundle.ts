// The backend project's globalSetup: bundles the server and the standalone embedded database once per run,
// with the production build scripts (build.mjs --outdir), so tests that need a real process start plain
// `node` on the bundle. Through tsx every such process compiled and loaded the whole backend from sources
// (seconds of CPU each, over 20 s on a busy machine), and drew days on a thread that did the same again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ServerBundle } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export default function setup(project: TestProject): () => void {
  // Inside node_modules, so the bundles' bare imports (express, mongoose…) resolve from the root; one directory
  // per run, so runs in parallel never overwrite each other's files.
  const cache = path.join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'gridable-test-server-'));
  const build = (script: string, outdir: string) =>
    execFileSync(process.execPath, [path.join(ROOT, script), '--outdir', outdir], { stdio: 'inherit' });
  build('backend/build.mjs', path.join(dir, 'app'));
  build('backend/embedded-db/build.mjs', path.join(dir, 'db'));
  const bundle: ServerBundle = {
    server: path.join(dir, 'app', 'server.js'),
    embeddedDb: path.join(dir, 'db', 'standalone.js'),
  };
  project.provide('serverBundle', bundle);
  return () => rmSync(dir, { recursive: true, force: true });
}
