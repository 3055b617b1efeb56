// A dependency that goes away fails every call until it is back: during a Redis outage each move's publish
// failed and each reconnect attempt of each client erred, hundreds of lines a second at a busy node, each
// with a stack. An outage is logged as two lines instead: when it starts, and when it ends with a count.
import type { Logger, LogFields } from '../logger';
import { reasonOf } from './startupFailure';

export interface OutageLog {
  /** A call failed: logged only if it is the first since the last success. */
  failed(err: unknown, fields?: LogFields): void;
  /** A call succeeded: ends an outage, if one was under way, with one line. */
  succeeded(): void;
}

export interface OutageLogOptions {
  now?: () => number;
  /** True while a wider outage is already logged (Redis itself away): failures then add no line of their own. */
  covered?: () => boolean;
}

export function createOutageLog(
  log: Logger,
  what: string,
  { now = Date.now, covered = () => false }: OutageLogOptions = {},
): OutageLog {
  let since: number | undefined;
  let failures = 0;
  return {
    failed(err, fields) {
      if (since === undefined && covered()) return;
      failures += 1;
      if (since !== undefined) return;
      since = now();
      log.error(`${what} failed`, {
        ...fields,
        err: reasonOf(err),
        note: 'further failures are counted, not logged, until it works again',
      });
    },
    succeeded() {
      if (since === undefined) return;
      log.info(`${what} works again`, { failures, outageMs: now() - since });
      since = undefined;
      failures = 0;
    },
  };
}
