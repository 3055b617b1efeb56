// Holds bench:watchers' watcher sockets in a process of their own, as a thousand phones would be: the bench
// process that times the players' moves then measures the server, not its own event loop decoding a
// thousand copies of every WATCH_STATE. Run as a child: it grows its crowd to the size it is asked for,
// points every socket at one game, counts the updates they hear, and closes when its parent says stop.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';

type Request =
  { type: 'watch'; url: string; gameId: string; count: number } | { type: 'heard' } | { type: 'stop' };
/** What the crowd heard of the game it watches: WATCH_STATEs in all, and how many sockets got the final. */
export interface CrowdReport {
  watching: number;
  updates: number;
  finals: number;
  /** Watchers the server let go (and the crowd replaced) since the crowd began. */
  dropped: number;
  /** The child's CPU time since it started: the client cost kept out of the measuring process. */
  cpuSeconds: number;
}

export interface WatcherCrowd {
  /** Every socket (the crowd grown to `count`) watches `gameId`; resolves once all are accepted. */
  watch(url: string, gameId: string, count: number): Promise<CrowdReport>;
  /** Waits (up to 10 s) for every socket to hear the game's final, then reports and starts a new count. */
  heard(): Promise<CrowdReport>;
  stop(): Promise<void>;
}

export function watcherCrowdInChildProcess(): WatcherCrowd {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = (request: Request) =>
    new Promise<CrowdReport>((resolve, reject) => {
      const onExit = () => reject(new Error('watcher process exited before answering'));
      child.once('exit', onExit);
      child.once('message', (reply) => {
        child.off('exit', onExit);
        const answer = reply as CrowdReport | { error: string };
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer);
      });
      child.send(request);
    });
  return {
    watch: (url, gameId, count) => ask({ type: 'watch', url, gameId, count }),
    heard: () => ask({ type: 'heard' }),
    async stop() {
      if (child.connected) child.send({ type: 'stop' } satisfies Request);
      await exited;
    },
  };
}

type WatchReply = { ok: boolean; error?: string };

let nextAddress = 1;
/** Each watcher speaks from its own address (10.200.0.0 up), apart from the bench's players. */
function address(): string {
  const n = nextAddress++;
  return `10.${200 + ((n >> 16) & 31)}.${(n >> 8) & 255}.${n & 255}`;
}

function runAsChild(): void {
  const sockets: Socket[] = [];
  let updates = 0;
  let finals = 0;
  let dropped = 0;
  const cpuAtStart = process.cpuUsage();

  const connect = (url: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { 'x-forwarded-for': address() },
      });
      socket.on('WATCH_STATE', (state: { final: unknown }) => {
        updates++;
        if (state.final && ++finals >= sockets.length) finalsWaiter?.();
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  /** Watcher i watches `gameId`; one the server let go (a missed ping under load) is replaced and counted. */
  const watchOne = async (i: number, url: string, gameId: string): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      let socket = sockets[i];
      if (!socket?.connected) {
        if (socket) {
          dropped++;
          socket.close();
        }
        socket = await connect(url);
        sockets[i] = socket;
      }
      try {
        const ack = (await socket.timeout(30_000).emitWithAck('watch', { gameId })) as WatchReply;
        if (!ack.ok) throw new Error(`a watcher was refused: ${ack.error}`);
        return;
      } catch (err) {
        if (socket.connected || attempt >= 3) throw err;
      }
    }
  };

  const report = (): CrowdReport => {
    const used = process.cpuUsage(cpuAtStart);
    const cpuSeconds = (used.user + used.system) / 1e6;
    return { watching: sockets.length, updates, finals, dropped, cpuSeconds };
  };
  let finalsWaiter: (() => void) | null = null;
  const heard = async (): Promise<CrowdReport> => {
    if (finals < sockets.length) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        finalsWaiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      finalsWaiter = null;
    }
    const answer = report();
    updates = 0;
    finals = 0;
    return answer;
  };

  const watch = async (url: string, gameId: string, count: number): Promise<CrowdReport> => {
    // Sockets already here move to the new game (a fresh socket per game would measure connects); the rest
    // arrive a few at a time, as a link shared in a big group chat brings them.
    for (let first = 0; first < count; first += 50) {
      const batch = Array.from({ length: Math.min(50, count - first) }, (_, k) => first + k);
      await Promise.all(batch.map((i) => watchOne(i, url, gameId)));
    }
    return report();
  };

  const stop = () => {
    sockets.forEach((socket) => socket.close());
    process.exit(0);
  };
  process.on('message', (message) => {
    const request = message as Request;
    if (request.type === 'stop') return stop();
    const answer = request.type === 'heard' ? heard() : watch(request.url, request.gameId, request.count);
    answer.then(
      (report) => process.send?.(report),
      (err: unknown) => process.send?.({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
  process.once('disconnect', stop);
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) runAsChild();
