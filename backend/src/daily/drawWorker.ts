// The day-draw thread: draws one day with node:crypto, vets it and plays it for par, posts the result and
// exits. Started by dayDrawer.ts; bundled on its own as dist/dailyDrawWorker.js (build.mjs).
import { parentPort } from 'node:worker_threads';
import { createComputerPlanner } from './computerPlanner';
import { drawDay } from './dayPlanner';

// Imported anywhere but as a worker's entry, this file must not draw: that work belongs off the event loop.
if (!parentPort) throw new Error('drawWorker.ts is the entry of a worker thread (see dayDrawer.ts)');
parentPort.postMessage(drawDay(createComputerPlanner()));
