// The database thread's own entry, bundled as dist/embeddedDbWorker.js beside dist/server.js: the thread
// loads the embedded database's code and nothing else. Started from server.js itself, it loaded every
// package the players' thread uses (Express, Socket.IO, mongoose…) first, ~1 s of start-up on this
// machine spent after the players' thread had loaded them already.
import { isEmbeddedMongoWorker } from './worker';
import { runEmbeddedMongoWorker } from './workerThread';

if (isEmbeddedMongoWorker()) {
  runEmbeddedMongoWorker().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
