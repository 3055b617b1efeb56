// Whether the database can store changes, for /readyz: a small write now and then, more often during an
// outage. One error line when an outage starts and one info line when it ends, however many requests fail.
import type { Logger } from '../logger';

export interface StorageHealth {
  /** A request or socket event hit a storage failure: start (or continue) the outage episode. */
  report(err: unknown): void;
  /** For /readyz: true when a recent probe write succeeded. */
  check(): Promise<boolean>;
  close(): void;
}

export interface StorageHealthOptions {
  /** Stores one tiny document; throws when the database cannot write. */
  probe: () => Promise<void>;
  log: Logger;
  /** How long a successful probe stands for /readyz. */
  freshForMs?: number;
  /** Probe interval while an outage lasts, so recovery is noticed without traffic. */
  retryEveryMs?: number;
}

export function createStorageHealth({
  probe,
  log,
  freshForMs = 10_000,
  retryEveryMs = 2_000,
}: StorageHealthOptions): StorageHealth {
  let down: { since: number } | null = null;
  let lastOk = 0;
  let inFlight: Promise<boolean> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const markDown = (err: unknown): void => {
    if (down) return;
    down = { since: Date.now() };
    log.error('database cannot store changes: writes answer 503 until it recovers', { err });
    retry = setInterval(() => void runProbe(), retryEveryMs);
    retry.unref();
  };
  const markUp = (): void => {
    lastOk = Date.now();
    if (!down) return;
    log.info('database stores changes again', { downForMs: Date.now() - down.since });
    down = null;
    if (retry) clearInterval(retry);
    retry = null;
  };
  const runProbe = (): Promise<boolean> =>
    (inFlight ??= probe()
      .then(
        () => {
          markUp();
          return true;
        },
        (err: unknown) => {
          markDown(err);
          return false;
        },
      )
      .finally(() => {
        inFlight = null;
      }));

  return {
    report: markDown,
    async check() {
      if (!down && Date.now() - lastOk < freshForMs) return true;
      return runProbe();
    },
    close() {
      if (retry) clearInterval(retry);
      retry = null;
    },
  };
}
