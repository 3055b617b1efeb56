// The README's `npm run dev`, started on given ports in its own process group, with what it prints collected.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface DevCommand {
  process: ChildProcess;
  /** Everything printed so far, stdout and stderr together. */
  log(): string;
}

export function startDevCommand(
  ports: { web: number; api: number },
  env: Record<string, string>,
): DevCommand {
  let log = '';
  const dev = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    // Its own process group: stopping it stops concurrently, Vite, tsx watch and the server together.
    detached: true,
    env: {
      ...process.env,
      GRIDABLE_DEV_PORT: String(ports.web),
      GRIDABLE_DEV_API_PORT: String(ports.api),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => (log += chunk.toString());
  dev.stdout.on('data', collect);
  dev.stderr.on('data', collect);
  return { process: dev, log: () => log };
}
