// The computer player's thread: Hard's simulations take tens of milliseconds, which the page must not wait on.
import type { BotAnswer, BotRequest } from './botProtocol';
import { runBotTask } from './runBotTask';

self.addEventListener('message', (event: MessageEvent<BotRequest>) => {
  const { id, task } = event.data;
  let reply: BotAnswer;
  try {
    reply = { id, ok: true, answer: runBotTask(task) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});
