// Structured JSON logs, one line per entry (with the request's id and game id), with a quiet level for tests.
import type { LogLevel } from './config';
import { currentLogContext } from './ops/logContext';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

export function createLogger(level: LogLevel, base: LogFields = {}, write = writeLine): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields): void => {
    if (ORDER[at] < ORDER[level]) return;
    // Inside a request, its id and game id come along without every call site passing them.
    const context = currentLogContext();
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: at,
        msg,
        ...base,
        ...context,
        ...serialise(fields),
      }),
    );
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

// Errors do not JSON-serialise their message or stack on their own.
function serialise(fields: LogFields | undefined): LogFields {
  if (!fields) return {};
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

function writeLine(line: string): void {
  process.stdout.write(line + '\n');
}
