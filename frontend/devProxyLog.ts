// `npm run dev`: Vite's proxy printed a dozen-line stack trace for each game socket a tab dropped on reload or
// close (the browser resets the connection while the backend is still writing to it). Nothing went wrong, and a
// developer who sees that on every reload learns to skip the log; every other proxy error (a backend that is down,
// refusing or timing out) is still printed.
import { createLogger, type Logger } from 'vite';

/** The codes of a connection the browser closed under a proxied socket, not of a fault. */
const DROPPED_BY_THE_TAB = new Set(['ECONNRESET', 'EPIPE']);

export function isDroppedTabSocket(message: string, error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string' || !DROPPED_BY_THE_TAB.has(code)) return false;
  // The WebSocket itself, or Socket.IO's polling request the reload aborted.
  return (
    message.includes('ws proxy') || (message.includes('http proxy error') && message.includes('/socket.io/'))
  );
}

/** Vite's own logger, without the dropped-socket noise. */
export function devProxyLogger(): Logger {
  const logger = createLogger();
  const logError = logger.error.bind(logger);
  logger.error = (message, options) => {
    if (isDroppedTabSocket(message, options?.error)) return;
    logError(message, options);
  };
  return logger;
}
