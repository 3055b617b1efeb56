// Runs the embedded database on its own, on a fixed port, so several local app nodes can share it via MONGODB_URI.
//   npm run db:embedded                      → prints the URI to connect with (credential included), data in ./data-shared
//   EMBEDDED_DB_PORT=27019 DATA_DIR=/tmp/db npm run db:embedded
//   npm run db:embedded -- --salvage         → load what precedes damage instead of refusing to start
// The credential is made at the first start and kept in DATA_DIR/credential.json (mode 0600).
import { loadOrCreateCredential, startEmbeddedMongo } from './index';

const DEFAULT_PORT = 27018;

async function main(): Promise<void> {
  const port = Number(process.env.EMBEDDED_DB_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`EMBEDDED_DB_PORT is not a port: ${port}`);
  const dataDir = process.env.DATA_DIR || './data-shared';
  // Loopback by default: the database is for app nodes on this machine.
  const host = process.env.EMBEDDED_DB_HOST || '127.0.0.1';
  const salvage = process.argv.includes('--salvage') || process.env.EMBEDDED_DB_SALVAGE === '1';
  const credential = loadOrCreateCredential(dataDir);
  const db = await startEmbeddedMongo({ port, host, dataDir, credential, salvage });
  for (const note of db.startupNotes) console.error(JSON.stringify({ level: note.level, msg: note.message }));
  db.onNote((note) => console.error(JSON.stringify({ level: note.level, msg: note.message })));
  // One JSON line a supervisor (or a test) can wait for: the URI is how app nodes connect.
  console.log(
    JSON.stringify({
      msg: 'embedded database ready',
      uri: `${db.uri}gridable`,
      port: db.port,
      dataDir,
      connect: `MONGODB_URI='${db.uri}gridable' npm start`,
    }),
  );

  const stop = (signal: string): void => {
    // The journal is flushed and closed before exit, so nothing acknowledged is lost.
    db.close().then(
      () => {
        console.log(JSON.stringify({ msg: 'embedded database stopped', signal }));
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
