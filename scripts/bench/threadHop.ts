// Probe: what one round trip to a worker thread costs in CPU (both threads, user and system), with the
// payload of a move's guarded write, sent alone or batched. The embedded database runs on such a thread,
// so every move pays at least one of these. Not part of `npm run bench`.
//   npx tsx scripts/bench/threadHop.ts
import { Worker } from 'node:worker_threads';

const ROUND_TRIPS = 4_000;

/** What the players' thread sends for one placement: the changed fields of the game, under its version. */
function moveCommand(call: number): Record<string, unknown> {
  const grid = [
    ['A', null, 'T', null],
    [null, 'E', null, null],
    ['S', null, null, null],
    [null, null, null, 'N'],
  ];
  const words = [
    { word: 'AT', points: 2, direction: 'row', line: 0, start: 0, cells: [0, 1] },
    { word: 'SEA', points: 3, direction: 'column', line: 0, start: 0, cells: [0, 4, 8] },
  ];
  const now = new Date();
  return {
    call,
    db: 'gridable',
    command: {
      update: 'games',
      updates: [
        {
          q: { gameId: 'ABCDE', version: 12 },
          u: {
            $set: {
              player1Grid: grid,
              player1Words: words,
              player1Score: 5,
              player1Submitted: true,
              movedAtVersion: 13,
              lastActivityAt: now,
              player1LastSeen: now,
            },
            $inc: { version: 1, lastEventId: 1 },
          },
        },
      ],
      ordered: true,
    },
  };
}

// The far side answers each batch with one small reply per command, as the database thread does.
const ECHO = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (batch) => parentPort.postMessage(batch.map((m) => ({ call: m.call, reply: { ok: 1, n: 1 } }))));
`;

/** CPU µs of the loop's own pacing (a timer turn per trip), taken off every measurement below. */
async function pacingCost(): Promise<number> {
  const cpu = process.cpuUsage();
  for (let i = 0; i < ROUND_TRIPS; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / ROUND_TRIPS;
}

async function measure(worker: Worker, perMessage: number, pacing: number, quiet = false): Promise<void> {
  let answered: (() => void) | undefined;
  const onMessage = (): void => answered?.();
  worker.on('message', onMessage);
  const cpu = process.cpuUsage();
  let waitedMs = 0;
  const trips = Math.ceil(ROUND_TRIPS / perMessage);
  for (let i = 0; i < trips; i++) {
    const reply = new Promise<void>((resolve) => (answered = resolve));
    const sent = performance.now();
    worker.postMessage(Array.from({ length: perMessage }, (_, j) => moveCommand(i * perMessage + j)));
    await reply;
    waitedMs += performance.now() - sent;
    // Let both threads go idle between trips, as they do between moves at a few hundred moves a second.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const used = process.cpuUsage(cpu);
  worker.off('message', onMessage);
  const commands = trips * perMessage;
  const perCommand = (used.user + used.system - pacing * trips) / commands;
  if (quiet) return;
  console.log(
    `thread hop: ${perMessage} command(s) per message: ${perCommand.toFixed(1)} µs CPU per command (both threads), ` +
      `${((waitedMs * 1000) / trips).toFixed(1)} µs from send to reply`,
  );
}

async function main(): Promise<void> {
  const worker = new Worker(ECHO, { eval: true });
  const pacing = await pacingCost();
  await measure(worker, 1, pacing, true); // warm-up
  for (const perMessage of [1, 4, 16]) await measure(worker, perMessage, pacing);
  // The same commands copied on one thread (what the database costs in-thread, before its own work).
  const cpu = process.cpuUsage();
  for (let i = 0; i < ROUND_TRIPS; i++) structuredClone(moveCommand(i));
  const used = process.cpuUsage(cpu);
  console.log(
    `thread hop: none (structuredClone in-thread): ${((used.user + used.system) / ROUND_TRIPS).toFixed(1)} µs CPU per command`,
  );
  await worker.terminate();
}

void main();
