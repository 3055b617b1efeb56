// Asks the bot for a move: in a Web Worker where the browser has them, else (tests, old browsers) on the page
// after a yield, so the answer is always asynchronous either way.
import type { BotTask } from '../model/computerGame';
import type { BotAnswer, BotRequest } from './botProtocol';
import { runBotTask } from './runBotTask';

/** The rejection of a question still open when the client closes (the page left). */
export const BOT_CLOSED = 'closed';

export interface BotClient {
  decide(task: BotTask): Promise<string | number>;
  close(): void;
}

export function createBotClient(): BotClient {
  if (typeof Worker === 'undefined') return inlineBot();
  const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<
    number,
    { resolve: (answer: string | number) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  worker.addEventListener('message', (event: MessageEvent<BotAnswer>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply.answer);
    else pending.reject(new Error(reply.error));
  });
  worker.addEventListener('error', (event) => {
    const error = new Error(event.message || 'The computer player stopped');
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  return {
    decide(task) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, task } satisfies BotRequest);
      });
    },
    close() {
      worker.terminate();
      for (const pending of waiting.values()) pending.reject(new Error(BOT_CLOSED));
      waiting.clear();
    },
  };
}

function inlineBot(): BotClient {
  return {
    async decide(task) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return runBotTask(task);
    },
    close() {},
  };
}
