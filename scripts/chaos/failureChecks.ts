// Failures rather than attackers: kill -9 under load, a full disk, and the long soak.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, freePort } from '../bench/support/serverProcess';
import { ROOT } from '../bench/support/bundle';
import { freshIp, playRestGame, request, type CheckResult, type PlayedGame } from './support';

interface GameState {
  player1Grid: (string | null)[][];
  player2Grid: (string | null)[][];
}

/** Acknowledged placements missing from the stored game after a restart, each seat read as its player. */
export async function lostPlacements(url: string, game: PlayedGame): Promise<number> {
  let lost = 0;
  for (const seat of [1, 2] as const) {
    const reply = await request(`${url}/api/games/${game.gameId}?clientId=${game.clientIds[seat]}`, {
      ip: freshIp(),
    });
    const state = (reply.body as { game?: GameState }).game;
    const grid = seat === 1 ? state?.player1Grid : state?.player2Grid;
    lost += game.acked[seat].filter((cell) => !grid?.[Math.floor(cell / 4)]?.[cell % 4]).length;
  }
  return lost;
}

/** Five rounds: 30 games in flight, kill -9 at a random moment, restart on the same data, count what was lost. */
export async function killNine(rounds = 5): Promise<CheckResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-chaos-kill-'));
  const port = await freePort();
  let lost = 0;
  let acked = 0;
  let gapsUncovered = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      const server = await startServerProcess('gridable', {
        env: { TRUST_PROXY: 'loopback', DATA_DIR: dataDir },
        port,
        readyTimeoutMs: 120_000,
      });
      let killed = false;
      const games = Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          playRestGame(server.url, round * 100 + i, () => killed).catch(() => null),
        ),
      );
      // Mid-game for most of them: seating takes a moment on a busy machine, a game a few seconds.
      await new Promise((r) => setTimeout(r, 4_000 + Math.random() * 4_000));
      killed = true;
      await server.kill();
      const played = (await games).filter((g): g is PlayedGame => g !== null);
      const restarted = await startServerProcess('gridable', {
        env: { TRUST_PROXY: 'loopback', DATA_DIR: dataDir },
        port,
        readyTimeoutMs: 120_000,
      });
      try {
        for (const game of played) {
          acked += game.acked[1].length + game.acked[2].length;
          lost += await lostPlacements(restarted.url, game);
        }
        // A client reconnecting from its first event must end on a STATE_SYNC whatever the log kept.
        const streams = await Promise.all(
          played.map((game) =>
            request(`${restarted.url}/api/events?gameId=${game.gameId}&lastEventId=1`, {
              ip: freshIp(),
              timeoutMs: 3_000,
            }),
          ),
        );
        gapsUncovered += streams.filter(
          (s) => typeof s.body !== 'string' || !s.body.includes('"STATE_SYNC"'),
        ).length;
      } finally {
        await restarted.stop();
      }
    }
    return {
      name: 'kill-9',
      pass: lost === 0 && gapsUncovered === 0 && acked > 0,
      figures: `${rounds} rounds, acknowledged placements ${acked}, lost ${lost}; SSE reconnects without a STATE_SYNC ${gapsUncovered}`,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** DATA_DIR on a tiny tmpfs, filled up: writes answer 503 (never 500), /readyz 503, and all comes back when space does. */
export async function diskFull(): Promise<CheckResult> {
  const mount = mkdtempSync(path.join(os.tmpdir(), 'gridable-chaos-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mount]);
  } catch (err) {
    rmSync(mount, { recursive: true, force: true });
    return {
      name: 'disk-full',
      pass: false,
      figures: `could not mount a tmpfs (needs root): ${String(err)}`,
    };
  }
  const dataDir = path.join(mount, 'data');
  const filler = path.join(mount, 'filler');
  try {
    const server = await startServerProcess('gridable', {
      env: { TRUST_PROXY: 'loopback', DATA_DIR: dataDir },
    });
    try {
      const before: string[] = [];
      for (let i = 0; i < 5; i++) {
        const reply = await request(`${server.url}/api/games`, { method: 'POST', ip: freshIp(), body: {} });
        if (reply.status === 201) before.push((reply.body as { gameId: string }).gameId);
      }
      // Fill every byte left.
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
      } catch {
        // dd stops with ENOSPC: the point.
      }
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push(
          (await request(`${server.url}/api/games`, { method: 'POST', ip: freshIp(), body: {} })).status,
        );
      const readyWhileFull = (await request(`${server.url}/readyz`)).status;
      rmSync(filler, { force: true });
      let readyAfter = 0;
      for (let i = 0; i < 30 && readyAfter !== 200; i++) {
        await new Promise((r) => setTimeout(r, 1_000));
        readyAfter = (await request(`${server.url}/readyz`)).status;
      }
      const createAfter = (
        await request(`${server.url}/api/games`, { method: 'POST', ip: freshIp(), body: {} })
      ).status;
      let missing = 0;
      for (const gameId of before)
        if ((await request(`${server.url}/api/games/${gameId}`, { ip: freshIp() })).status !== 200)
          missing += 1;
      const fiveHundreds = statuses.filter((s) => s >= 500 && s !== 503).length;
      const refused = statuses.filter((s) => s === 503).length;
      const accepted = statuses.filter((s) => s === 201).length;
      return {
        name: 'disk-full',
        pass:
          fiveHundreds === 0 &&
          refused > 0 &&
          readyWhileFull === 503 &&
          readyAfter === 200 &&
          createAfter === 201 &&
          missing === 0,
        figures: `while full: creates 503x${refused} 201x${accepted} other-5xx x${fiveHundreds}, /readyz ${readyWhileFull}; after: /readyz ${readyAfter}, create ${createAfter}; acknowledged games missing ${missing}/${before.length}`,
      };
    } finally {
      await server.stop();
    }
  } finally {
    try {
      execFileSync('umount', [mount]);
    } catch {
      // Already gone.
    }
    rmSync(mount, { recursive: true, force: true });
  }
}

/** `npm run soak` at its default size: every game complete and exact, the server alive at the end. */
export function soak(games?: number): Promise<CheckResult> {
  const args = ['--import', 'tsx', 'scripts/soak/soak.ts', ...(games ? ['--games', String(games)] : [])];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
    child.once('exit', (code) => {
      const summary = output
        .split('\n')
        .filter((l) => /games:|time:/.test(l))
        .map((l) => l.trim())
        .join('; ');
      resolve({ name: 'soak', pass: code === 0, figures: summary || `exit ${code}: ${output.slice(-300)}` });
    });
  });
}
