// Connection and server-level commands: hello, ping, buildInfo, sessions, and the diagnostics drivers probe.
import { UUID } from 'bson';
import type { Document } from 'bson';
import { CommandError } from '../errors';
import { MAX_MESSAGE_BYTES } from '../wire';
import type { CommandContext, CommandHandler } from './context';

/** MongoDB 7.0; the 7.x driver requires at least wire version 8 (see mongodb's wire_protocol/constants). */
export const MAX_WIRE_VERSION = 21;
export const SERVER_VERSION = '7.0.0';
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_WRITE_BATCH_SIZE = 100_000;

/** A standalone (no setName): drivers then use no transactions and no retryable-write txnNumbers. */
function hello(cmd: Document, ctx: CommandContext): Document {
  const legacyName = 'isMaster' in cmd || 'ismaster' in cmd;
  return {
    ...(legacyName ? { ismaster: true } : { isWritablePrimary: true }),
    helloOk: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

function buildInfo(): Document {
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    modules: [],
    ok: 1,
  };
}

function serverStatus(_cmd: Document, ctx: CommandContext): Document {
  const uptimeMs = Date.now() - ctx.server.startedAt.getTime();
  return {
    host: `${ctx.server.host}:${ctx.server.port}`,
    version: SERVER_VERSION,
    process: 'embedded',
    pid: process.pid,
    uptime: Math.floor(uptimeMs / 1000),
    uptimeMillis: uptimeMs,
    localTime: new Date(),
    connections: { current: ctx.server.connections(), available: 1000 },
    mem: { resident: Math.round(process.memoryUsage().rss / 1024 / 1024) },
    metrics: { cursor: { open: { total: ctx.cursors.size } } },
    ok: 1,
  };
}

function getParameter(cmd: Document): Document {
  const known: Record<string, unknown> = {
    featureCompatibilityVersion: { version: '7.0' },
    authenticationMechanisms: ['SCRAM-SHA-256'],
  };
  if (cmd['getParameter'] === '*') return { ...known, ok: 1 };
  const out: Document = { ok: 1 };
  for (const key of Object.keys(cmd)) if (key in known) out[key] = known[key];
  return out;
}

function noTransactions(): Document {
  throw new CommandError(
    'IllegalOperation',
    'Transaction numbers are only allowed on a replica set member or mongos; the embedded server is a standalone without transactions',
  );
}

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  // A server that cannot store writes is not ready: ping is what readiness checks send.
  ping: (_cmd, ctx) => {
    const storageError = ctx.server.storageError();
    if (storageError) throw new CommandError('OutOfDiskSpace', storageError);
    return { ok: 1 };
  },
  buildInfo,
  buildinfo: buildInfo,
  serverStatus,
  getParameter,
  getLog: (cmd) =>
    cmd['getLog'] === '*'
      ? { names: ['global', 'startupWarnings'], ok: 1 }
      : { totalLinesWritten: 0, log: [], ok: 1 },
  hostInfo: () => ({
    system: { currentTime: new Date(), hostname: 'embedded' },
    os: { type: process.platform },
    ok: 1,
  }),
  whatsmyuri: (_cmd, ctx) => ({ you: `${ctx.server.host}:0`, ok: 1 }),
  getCmdLineOpts: () => ({ argv: ['embedded'], parsed: {}, ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  getFreeMonitoringStatus: () => ({ state: 'disabled', ok: 1 }),
  endSessions: () => ({ ok: 1 }),
  killSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  startSession: () => ({ id: { id: new UUID() }, timeoutMinutes: 30, ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
  abortTransaction: noTransactions,
  commitTransaction: noTransactions,
};
