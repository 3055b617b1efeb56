// Preloaded (node --import) into a server under test whose clock must not cross a midnight while a file runs: its
// wall clock reads E2E_CLOCK_SHIFT_MS ahead of the machine's (support/suite.ts picks noon of today), in every
// thread, and so does the Date header the browser sets its "today" by. Timers and performance.now() are untouched:
// only what the time reads is moved, not how it flows.
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { pathToFileURL } from 'node:url';
import workerThreads from 'node:worker_threads';

const shiftMs = Number(process.env.E2E_CLOCK_SHIFT_MS ?? 0);
const RealDate = Date;
const now = () => RealDate.now() + shiftMs;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});

// Node stamps each reply's Date header from its own, unshifted Date.
const writeHead = http.ServerResponse.prototype.writeHead;
http.ServerResponse.prototype.writeHead = function writeHeadOnShiftedClock(...args) {
  if (!this.headersSent && !this.hasHeader('date')) this.setHeader('date', new RealDate(now()).toUTCString());
  return writeHead.apply(this, args);
};

// A preload runs in the main thread only: each worker (the embedded database's TTLs, among others) loads it first.
const RealWorker = workerThreads.Worker;
const self = import.meta.url;
workerThreads.Worker = class WorkerOnShiftedClock extends RealWorker {
  constructor(entry, options = {}) {
    if (options.eval) {
      super(entry, options);
      return;
    }
    const url = entry instanceof URL ? entry.href : pathToFileURL(String(entry)).href;
    const boot = `import(${JSON.stringify(self)}).then(() => import(${JSON.stringify(url)}));`;
    super(boot, { ...options, eval: true });
  }
};
syncBuiltinESMExports();
