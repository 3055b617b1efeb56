// How far V8 lets a thread's old generation grow past what survived its last full collection.
// By default it may grow to up to 4x the live heap under a burst of play, and that garbage-filled
// headroom stays resident until the memory reducer runs (seconds to never), so a small VPS keeps the
// memory of its busiest minute. Holding growth to half the live heap costs a few more full
// collections, each ~10 ms on this server's ~40 MiB live heap.
import v8 from 'node:v8';

/** Old-generation growth allowed after a full collection, in percent of what survived it. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * V8 flags are per process, so this covers the players' thread and the embedded database's thread
 * alike. V8 reads the factor at every full collection, so it takes effect whenever it is set: the
 * server sets it once it serves (server.ts), after the data set is loaded.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
