// A start-up that fails on something the operator set must say which variable to fix, in one sentence,
// rather than a driver's bare "connect ECONNREFUSED" or "Invalid URL" (server.ts prints only the message).
import type { Server } from 'node:net';

/** How long a start waits for Redis, as MongoDB's server selection does (connection.ts). */
export const REDIS_CONNECT_TIMEOUT_MS = 10_000;

/** The reason of a failed connect or listen, without the stack: what the operator can act on. */
export function reasonOf(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return reasonOf(err.errors[0]);
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

/** Why a listen on host:port failed, said for the variables that chose them. */
export function listenFailure(err: unknown, port: number, host: string, portVariable: string): Error {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const where = `${portVariable}=${port} on HOST=${host}`;
  const why =
    code === 'EADDRINUSE'
      ? 'another process is already listening there'
      : code === 'EACCES'
        ? 'this process may not bind that port (below 1024 needs privileges)'
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN'
          ? 'HOST is not an address of this machine'
          : 'the listen failed';
  return new Error(`Cannot listen on ${where}: ${why} (${reasonOf(err)}). Nothing was started.`, {
    cause: err,
  });
}

/** Listens on port and host; a failure is one sentence naming `portVariable` and HOST. */
export async function listen(
  server: Server,
  port: number,
  host: string,
  portVariable: 'PORT' | 'METRICS_PORT',
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const failed = (err: Error): void => reject(listenFailure(err, port, host, portVariable));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** Credentials stay out of messages and logs. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

/**
 * Runs `connect` for at most `timeoutMs`; a failure or a timeout becomes one sentence naming `variable`.
 * `abandon` releases whatever the attempt holds (a client still retrying in the background).
 */
export async function connectOrExplain<T>(options: {
  variable: string;
  url: string;
  what: string;
  timeoutMs: number;
  connect: () => Promise<T>;
  lastError?: () => unknown;
  abandon: () => Promise<void> | void;
}): Promise<T> {
  const { variable, url, what, timeoutMs } = options;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectTimeout()), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(options.connect), timedOut]);
  } catch (err) {
    await Promise.resolve()
      .then(options.abandon)
      .catch(() => undefined);
    const last = err instanceof ConnectTimeout ? options.lastError?.() : err;
    const why =
      err instanceof ConnectTimeout
        ? `no connection within ${timeoutMs / 1000} s${last ? ` (last error: ${reasonOf(last)})` : ''}`
        : reasonOf(err);
    throw new Error(
      `${variable}=${redactUrl(url)}: cannot connect to ${what}: ${why}. Nothing was started.`,
      {
        cause: err,
      },
    );
  } finally {
    clearTimeout(timer);
  }
}

class ConnectTimeout extends Error {}
